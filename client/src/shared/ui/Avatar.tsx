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
        {image ? <AvatarImage src={image} size={size} /> : initial}
      </span>
      {premium && badge && (
        <span
          className="avatar__badge ui-inline-center"
          style={{ width: Math.max(18, size * 0.3), height: Math.max(18, size * 0.3) }}
        >
          <Icon name="crown" size={Math.max(11, Math.round(size * 0.17))} />
        </span>
      )}
    </span>
  );
}

/** `/media/<hash>-<n>.webp` → the same picture as JPEG, for browsers without WebP. */
const WEBP_MEDIA = /^(\/media\/[0-9a-f]{32}-\d+)\.webp$/;

/**
 * The picture with its box size given (no layout shift) and loaded only when near the viewport
 * (lists of coaches); a media thumbnail in WebP gets its JPEG twin as the fallback.
 */
function AvatarImage({ src, size }: { src: string; size: number }) {
  const img = <img src={src} alt="" width={size} height={size} loading="lazy" decoding="async" />;
  const webp = WEBP_MEDIA.exec(src);
  if (!webp) return img;
  return (
    <picture>
      <source srcSet={src} type="image/webp" />
      <img src={`${webp[1]}.jpg`} alt="" width={size} height={size} loading="lazy" decoding="async" />
    </picture>
  );
}
