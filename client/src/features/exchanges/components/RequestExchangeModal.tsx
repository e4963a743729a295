import { Button, Icon, Modal } from '../../../shared/ui';
import { formatDuration, formatEp } from '../../../shared/lib/format';
import './exchanges.css';

/** What a Request button knows about the service it asks for. */
export interface RequestableOffer {
  id: string;
  title: string;
  energyCost: number;
  durationMinutes: number;
  coachName: string;
}

export interface RequestExchangeModalProps {
  /** The service to request; null keeps the dialog closed. */
  offer: RequestableOffer | null;
  onClose: () => void;
}

/**
 * HOOK POINT (exchange issue): the Request Exchange dialog of Discover and the coach profile.
 * Sending requests (message box, cost, the insufficient-balance notice of spec §5) comes with the
 * exchange feature, which replaces this component; callers only pass `offer` and `onClose`.
 * Until then it says plainly that requests cannot be sent yet.
 */
export function RequestExchangeModal({ offer, onClose }: RequestExchangeModalProps) {
  return (
    <Modal
      open={offer !== null}
      onClose={onClose}
      title="Request Exchange"
      size="sm"
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {offer && (
        <div className="request-placeholder">
          <p className="request-placeholder__service">
            <strong>{offer.title}</strong> with {offer.coachName}
          </p>
          <p className="request-placeholder__meta">
            {formatDuration(offer.durationMinutes)} · Cost: {formatEp(offer.energyCost)}
          </p>
          <p className="inline-notice" role="note">
            <Icon name="info" size={18} />
            <span>
              Sending exchange requests is not available yet: requests arrive with the exchange feature. Nothing has been
              sent and no Energy Points were used.
            </span>
          </p>
        </div>
      )}
    </Modal>
  );
}
