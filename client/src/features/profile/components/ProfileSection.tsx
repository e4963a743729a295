import { useId, type ReactNode } from 'react';
import { Icon, type IconName } from '../../../shared/ui';

export interface ProfileSectionProps {
  icon: IconName;
  title: string;
  /** What the section is for, under its heading. */
  intro: ReactNode;
  /** The intro's id, when a control inside is described by it. */
  introId?: string;
  children: ReactNode;
}

/** A section of the profile page: icon and heading, a line on what it is for, its content. */
export function ProfileSection({ icon, title, intro, introId, children }: ProfileSectionProps) {
  const headingId = useId();
  return (
    <section className="panel profile-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="profile-section__title">
        <Icon name={icon} size={20} /> {title}
      </h2>
      <p className="profile-section__intro" id={introId}>
        {intro}
      </p>
      {children}
    </section>
  );
}
