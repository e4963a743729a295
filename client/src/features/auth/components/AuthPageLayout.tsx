import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Brand, Button, Icon } from '../../../shared/ui';
import './auth.css';

/** The frame of the full-page Sign In / Sign Up screens. */
export function AuthPageLayout({
  title,
  subtitle,
  children,
  footer,
  onBackToHome,
}: {
  title: string;
  subtitle: ReactNode;
  children: ReactNode;
  footer: ReactNode;
  onBackToHome: () => void;
}) {
  return (
    <div className="auth-page">
      <header className="auth-page__top">
        <Brand />
        <Button variant="ghost" icon={<Icon name="arrowLeft" size={18} />} onClick={onBackToHome}>
          <FormattedMessage id="auth.page.backToHome" defaultMessage="Back to home" />
        </Button>
      </header>
      <main className="auth-page__main">
        <section className="auth-card" aria-labelledby="auth-page-title">
          <h1 id="auth-page-title" className="auth-card__title">
            {title}
          </h1>
          <p className="auth-card__subtitle">{subtitle}</p>
          <div className="auth-card__body">{children}</div>
          <div className="auth-card__footer">{footer}</div>
        </section>
      </main>
    </div>
  );
}
