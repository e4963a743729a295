import { Button, Icon, Modal, type IconName } from '../../../shared/ui';
import './landing.css';

const STEPS: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'bolt',
    title: 'Start with 1 EP',
    text: 'Registration is free. Every new member starts with 1 Energy Point (EP) to spend on a first exchange.',
  },
  {
    icon: 'swap',
    title: 'Exchange services using EP',
    text: 'Add your own services via the gear icon (Settings), then browse other members and send requests, paying in EP instead of money.',
  },
  {
    icon: 'star',
    title: 'Complete exchanges to earn testimonials and EP',
    text: 'Finished exchanges earn you testimonials for your profile, and every testimonial you give earns you 1 EP.',
  },
];

export interface HowItWorksModalProps {
  open: boolean;
  onClose: () => void;
  /** Signed-in free members: the premium note gets an 'Upgrade to Premium' button opening the upgrade modal. */
  onUpgrade?: () => void;
}

export function HowItWorksModal({ open, onClose, onUpgrade }: HowItWorksModalProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="How It Works"
      description="Swap skills with fellow coaches, creators and solopreneurs in three steps."
      size="md"
      footer={
        <Button variant="primary" onClick={onClose}>
          Got it
        </Button>
      }
    >
      <ol className="how-steps ui-bare-list ui-stack">
        {STEPS.map((step, index) => (
          <li key={step.title} className="how-step">
            <span className="how-step__number ui-inline-center ui-tone-primary" aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <h3 className="how-step__title">
                <Icon name={step.icon} size={18} /> {step.title}
              </h3>
              <p className="how-step__text">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <div className="how-note how-note--game">
        <Icon name="trophy" size={22} />
        <p>
          <strong>Make it a game.</strong> Collect achievements, climb profile levels and earn 5 EP for every friend you
          refer who completes sign-up.
        </p>
      </div>
      <div className="how-note how-note--premium">
        <Icon name="crown" size={22} />
        <p>
          <strong>Want to exchange without limits?</strong> Upgrading to Premium gives you infinite EP and a verified
          badge.
          {onUpgrade && (
            <>
              {' '}
              <Button variant="link" onClick={onUpgrade}>
                Upgrade to Premium
              </Button>
            </>
          )}
        </p>
      </div>
    </Modal>
  );
}
