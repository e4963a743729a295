import type { ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Button, Icon, Modal, type IconName } from '../../../shared/ui';
import './landing.css';

const STEPS: { icon: IconName; title: MessageDescriptor; text: MessageDescriptor }[] = [
  {
    icon: 'bolt',
    ...defineMessages({
      title: { id: 'howItWorks.step1.title', defaultMessage: 'Start with 1 EP' },
      text: {
        id: 'howItWorks.step1.text',
        defaultMessage:
          'Registration is free. Every new member starts with 1 Energy Point (EP) to spend on a first exchange.',
      },
    }),
  },
  {
    icon: 'swap',
    ...defineMessages({
      title: { id: 'howItWorks.step2.title', defaultMessage: 'Exchange services using EP' },
      text: {
        id: 'howItWorks.step2.text',
        defaultMessage:
          'Add your own services via the gear icon (Settings), then browse other members and send requests, paying in EP instead of money.',
      },
    }),
  },
  {
    icon: 'star',
    ...defineMessages({
      title: { id: 'howItWorks.step3.title', defaultMessage: 'Complete exchanges to earn testimonials and EP' },
      text: {
        id: 'howItWorks.step3.text',
        defaultMessage:
          'Finished exchanges earn you testimonials for your profile, and every testimonial you give earns you 1 EP.',
      },
    }),
  },
];

export interface HowItWorksModalProps {
  open: boolean;
  onClose: () => void;
  /** Signed-in free members: the premium note gets an 'Upgrade to Premium' button opening the upgrade modal. */
  onUpgrade?: () => void;
}

const bold = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

export function HowItWorksModal({ open, onClose, onUpgrade }: HowItWorksModalProps) {
  const intl = useIntl();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={intl.formatMessage({ id: 'howItWorks.title', defaultMessage: 'How It Works' })}
      description={intl.formatMessage({
        id: 'howItWorks.description',
        defaultMessage: 'Swap skills with fellow coaches, creators and solopreneurs in three steps.',
      })}
      size="md"
      footer={
        <Button variant="primary" onClick={onClose}>
          <FormattedMessage id="howItWorks.gotIt" defaultMessage="Got it" />
        </Button>
      }
    >
      <ol className="how-steps ui-bare-list ui-stack">
        {STEPS.map((step, index) => (
          <li key={step.title.id} className="how-step">
            <span className="how-step__number ui-inline-center ui-tone-primary" aria-hidden="true">
              {intl.formatNumber(index + 1)}
            </span>
            <div>
              <h3 className="how-step__title">
                <Icon name={step.icon} size={18} /> {intl.formatMessage(step.title)}
              </h3>
              <p className="how-step__text">{intl.formatMessage(step.text)}</p>
            </div>
          </li>
        ))}
      </ol>
      <div className="how-note how-note--game">
        <Icon name="trophy" size={22} />
        <p>
          <FormattedMessage
            id="howItWorks.game"
            defaultMessage="<b>Make it a game.</b> Collect achievements, climb profile levels and earn 5 EP for every friend you refer who completes sign-up."
            values={{ b: bold }}
          />
        </p>
      </div>
      <div className="how-note how-note--premium">
        <Icon name="crown" size={22} />
        <p>
          <FormattedMessage
            id="howItWorks.premium"
            defaultMessage="<b>Want to exchange without limits?</b> Upgrading to Premium gives you infinite EP and a verified badge."
            values={{ b: bold }}
          />
          {onUpgrade && (
            <Button variant="link" className="how-note__upgrade" onClick={onUpgrade}>
              <FormattedMessage id="howItWorks.upgrade" defaultMessage="Upgrade to Premium" />
            </Button>
          )}
        </p>
      </div>
    </Modal>
  );
}
