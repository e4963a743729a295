import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SessionUser } from '../../../shared/viewer/session';
import { useReloadViewer } from '../../../shared/viewer/viewer';
import { assignLocation } from '../../../shared/lib/browser';
import { errorCode, messageOr } from '../../../shared/lib/errors';
import { Button, Icon, Modal, useToast, type IconName } from '../../../shared/ui';
import { describePeriod, formatPrice } from '../lib/price';
import { CreateCheckoutMutation, PremiumBenefitsQuery } from '../operations';
import { PREMIUM_TEXTS as T, UPGRADE_FAILED } from '../texts';
import './premium.css';

export interface PremiumModalProps {
  open: boolean;
  onClose: () => void;
  user: Pick<SessionUser, 'userType'>;
}

/** The server names benefit icons in its own words; '∞' is drawn as text, like the header's EP. */
const BENEFIT_ICONS: Record<string, IconName> = {
  'badge-check': 'checkCircle',
  sparkles: 'sparkles',
  heart: 'heart',
  crown: 'crown',
  star: 'star',
  bolt: 'bolt',
};

/** Unlimited, drawn as a sign (the same in every language). */
const INFINITY = '∞';

class NoCheckoutUrlError extends Error {}

/**
 * The Premium upgrade modal: the benefits and the price from the server, Upgrade Now
 * (a checkout session, then the browser goes to the provider) and Maybe Later. Premium members
 * see 'Already Premium!' on a disabled button.
 */
export function PremiumModal({ open, onClose, user }: PremiumModalProps) {
  if (!open) return null;
  return <PremiumDialog onClose={onClose} premium={user.userType === 'PREMIUM'} />;
}

function PremiumDialog({ onClose, premium }: { onClose: () => void; premium: boolean }) {
  const intl = useIntl();
  const toast = useToast();
  const reloadViewer = useReloadViewer();
  const { data, loading, error } = useQuery(PremiumBenefitsQuery);
  const [createCheckout, { loading: creating }] = useMutation(CreateCheckoutMutation);
  const [redirecting, setRedirecting] = useState(false);
  const offer = data?.premiumBenefits;
  // The server says it cannot take payments: say so instead of offering a checkout that fails.
  const unavailable = offer?.available === false;

  const upgrade = async () => {
    try {
      const result = await createCheckout({ variables: { originUrl: window.location.origin } });
      const url = result.data?.createCheckout.checkoutUrl;
      if (!url) throw new NoCheckoutUrlError();
      // The page is about to leave: keep the button busy until it does.
      setRedirecting(true);
      assignLocation(url);
    } catch (err) {
      const message =
        err instanceof NoCheckoutUrlError
          ? intl.formatMessage(T.noCheckoutUrl)
          : messageOr(err, intl.formatMessage(T.checkoutFailed));
      toast.error(intl.formatMessage(UPGRADE_FAILED, { message }));
      // 'You are already a Premium member': the cached member is out of date.
      if (errorCode(err) === 'CONFLICT') void reloadViewer();
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={intl.formatMessage({ id: 'premium.title', defaultMessage: 'Upgrade to Premium' })}
      description={intl.formatMessage({
        id: 'premium.description',
        defaultMessage: 'Exchange without limits: one payment, yours for life.',
      })}
      size="md"
      className="premium-modal"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {intl.formatMessage(T.maybeLater)}
          </Button>
          {premium ? (
            <Button disabled icon={<Icon name="crown" size={18} />}>
              {intl.formatMessage(T.alreadyPremium)}
            </Button>
          ) : (
            <Button
              loading={creating || redirecting}
              disabled={unavailable}
              icon={<Icon name="crown" size={18} />}
              onClick={() => void upgrade()}
            >
              {intl.formatMessage(T.upgradeNow)}
            </Button>
          )}
        </>
      }
    >
      {offer ? (
        <div className="premium-price">
          <span className="premium-price__amount">{formatPrice(offer.price, offer.currency, intl.locale)}</span>
          <span className="premium-price__period">{describePeriod(offer.period, intl)}</span>
        </div>
      ) : loading ? (
        <p className="premium-loading" role="status">
          <FormattedMessage id="premium.loading" defaultMessage="Loading Premium benefits…" />
        </p>
      ) : error ? (
        <p className="inline-notice inline-notice--warning">
          <Icon name="warning" size={18} />
          <span>
            <FormattedMessage
              id="premium.loadFailed"
              defaultMessage="The Premium details could not be loaded. You can still upgrade, or try again later."
            />
          </span>
        </p>
      ) : null}

      {unavailable && !premium && (
        <p className="inline-notice inline-notice--warning" role="status">
          <Icon name="warning" size={18} />
          <span>{intl.formatMessage(T.unavailable)}</span>
        </p>
      )}

      {premium && (
        <p className="premium-owned">
          <Icon name="checkCircle" size={18} />
          <span>
            <FormattedMessage
              id="premium.owned"
              defaultMessage="You are a Premium member: unlimited Energy Points and the verified badge are yours."
            />
          </span>
        </p>
      )}

      {offer && (
        <ul
          className="premium-benefits ui-bare-list"
          aria-label={intl.formatMessage({ id: 'premium.benefits', defaultMessage: 'Premium benefits' })}
        >
          {offer.benefits.map((benefit) => (
            <li key={benefit.title} className="premium-benefit">
              <span className="premium-benefit__icon ui-inline-center ui-tone-accent" aria-hidden="true">
                {benefit.icon === 'infinity' ? (
                  INFINITY
                ) : (
                  <Icon name={BENEFIT_ICONS[benefit.icon] ?? 'star'} size={20} />
                )}
              </span>
              <div>
                <h3 className="premium-benefit__title">{benefit.title}</h3>
                <p className="premium-benefit__description">{benefit.description}</p>
                {benefit.points.length > 0 && (
                  <ul className="premium-benefit__points">
                    {benefit.points.map((point) => (
                      <li key={point}>
                        <Icon name="check" size={14} />
                        {point}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
