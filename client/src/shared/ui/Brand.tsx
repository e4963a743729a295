import { Icon } from './Icon';
import './ui.css';
import { PRODUCT_NAME } from '../lib/usePageTitle';

export function Brand({ small = false, hideName = false }: { small?: boolean; hideName?: boolean }) {
  return (
    <span className={small ? 'brand brand--small' : 'brand'}>
      <span className="brand__mark ui-inline-center" aria-hidden="true">
        <Icon name="bolt" size={small ? 14 : 18} />
      </span>
      <span className={hideName ? 'sr-only' : 'brand__name'}>{PRODUCT_NAME}</span>
    </span>
  );
}
