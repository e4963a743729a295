import { Icon } from './Icon';
import './ui.css';

export interface AvatarProps {
  /** Whose picture it is; its first letter stands in when there is no image. */
  name: string;
  image?: string | null;
  /** Premium members get a gold ring. */
  premium?: boolean;
  /** With `premium`: also a small crown badge on the ring (coach profile, My Profile). */
  badge?: boolean;
  size?: number;
}

/**
 * A member's round picture, or the initial of their name. Decorative (aria-hidden): the name
 * is always written next to it.
 */
export function Avatar({ name, image, premium = false, badge = false, size = 36 }: AvatarProps) {
  const initial = (name.trim()[0] ?? '?').toUpperCase();
  return (
    <span className="avatar-wrap" style={{ width: size, height: size }} aria-hidden="true">
      <span
        className={premium ? 'avatar avatar--premium' : 'avatar'}
        style={{ width: size, height: size, fontSize: size * 0.42 }}
      >
        {image ? <img src={image} alt="" /> : initial}
      </span>
      {premium && badge && (
        <span className="avatar__badge ui-inline-center" style={{ width: Math.max(18, size * 0.3), height: Math.max(18, size * 0.3) }}>
          <Icon name="crown" size={Math.max(11, Math.round(size * 0.17))} />
        </span>
      )}
    </span>
  );
}
