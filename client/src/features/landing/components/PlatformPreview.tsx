import { FormattedMessage, useIntl } from 'react-intl';
import { Icon } from '../../../shared/ui';

/**
 * A static illustration of the signed-in app for the hero. Its inner parts are hidden
 * from assistive technology (they are not real controls); the figure carries a description.
 */
export function PlatformPreview() {
  const intl = useIntl();
  return (
    <figure
      className="preview"
      aria-label={intl.formatMessage({
        id: 'landing.preview.label',
        defaultMessage:
          'Platform preview: a member dashboard with an Energy Points balance, a service card and a new testimonial',
      })}
    >
      <div className="preview__window" aria-hidden="true">
        <div className="preview__bar">
          <span />
          <span />
          <span />
          <em>
            <FormattedMessage id="landing.preview.discover" defaultMessage="Discover Services" />
          </em>
        </div>
        <div className="preview__body ui-stack">
          <div className="preview__row">
            <div className="preview__balance ui-inline-center ui-pill ui-tone-primary">
              <Icon name="bolt" size={16} />
              <FormattedMessage
                id="landing.preview.balance"
                defaultMessage="{points, number} EP"
                values={{ points: 12 }}
              />
            </div>
            <div className="preview__chip ui-pill ui-tone-accent">
              <FormattedMessage
                id="landing.preview.onHold"
                defaultMessage="{points, number} EP on hold"
                values={{ points: 3 }}
              />
            </div>
          </div>
          <div className="preview__service">
            <div className="preview__service-head">
              <strong>
                <FormattedMessage id="landing.preview.serviceTitle" defaultMessage="Brand Story Workshop" />
              </strong>
              <span className="preview__cost">
                <FormattedMessage
                  id="landing.preview.cost"
                  defaultMessage="{points, number} EP"
                  values={{ points: 3 }}
                />
              </span>
            </div>
            <p>
              <FormattedMessage
                id="landing.preview.serviceText"
                defaultMessage="Find the story that makes clients choose you, in one focused session."
              />
            </p>
            <div className="preview__meta">
              <span>
                <Icon name="clock" size={14} />
                <FormattedMessage
                  id="landing.preview.duration"
                  defaultMessage="{minutes, number} min"
                  values={{ minutes: 60 }}
                />
              </span>
              <span className="preview__tag ui-pill">
                <FormattedMessage id="landing.preview.category" defaultMessage="Marketing" />
              </span>
            </div>
          </div>
          <div className="preview__toast">
            <Icon name="star" size={16} />
            <span>
              <FormattedMessage
                id="landing.preview.testimonial"
                defaultMessage="New testimonial from <strong>Maya</strong> · <b>+1 EP</b>"
                values={{
                  strong: (chunks) => <strong>{chunks}</strong>,
                  b: (chunks) => <b>{chunks}</b>,
                }}
              />
            </span>
          </div>
        </div>
      </div>
    </figure>
  );
}
