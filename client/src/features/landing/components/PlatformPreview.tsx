import { Icon } from '../../../shared/ui';

/**
 * A static illustration of the signed-in app for the hero. Its inner parts are hidden
 * from assistive technology (they are not real controls); the figure carries a description.
 */
export function PlatformPreview() {
  return (
    <figure
      className="preview"
      aria-label="Platform preview: a member dashboard with an Energy Points balance, a service card and a new testimonial"
    >
      <div className="preview__window" aria-hidden="true">
        <div className="preview__bar">
          <span />
          <span />
          <span />
          <em>Discover Services</em>
        </div>
        <div className="preview__body ui-stack">
          <div className="preview__row">
            <div className="preview__balance ui-inline-center ui-pill ui-tone-primary">
              <Icon name="bolt" size={16} /> 12 EP
            </div>
            <div className="preview__chip ui-pill ui-tone-accent">3 EP on hold</div>
          </div>
          <div className="preview__service">
            <div className="preview__service-head">
              <strong>Brand Story Workshop</strong>
              <span className="preview__cost">3 EP</span>
            </div>
            <p>Find the story that makes clients choose you, in one focused session.</p>
            <div className="preview__meta">
              <span>
                <Icon name="clock" size={14} /> 60 min
              </span>
              <span className="preview__tag ui-pill">Marketing</span>
            </div>
          </div>
          <div className="preview__toast">
            <Icon name="star" size={16} />
            <span>
              New testimonial from <strong>Maya</strong> · <b>+1 EP</b>
            </span>
          </div>
        </div>
      </div>
    </figure>
  );
}
