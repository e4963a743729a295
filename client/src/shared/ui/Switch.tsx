import type { ReactNode } from 'react';
import './ui.css';

export interface SwitchProps {
  /** Visible text; it is also the switch's accessible name. */
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  className?: string;
}

/** An on/off toggle (role="switch", aria-checked), e.g. Premium and Premium Only filters. */
export function Switch({ label, checked, onChange, disabled, className }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      disabled={disabled}
      className={['switch ui-inline-center', checked && 'is-on', className].filter(Boolean).join(' ')}
      onClick={() => onChange(!checked)}
    >
      <span className="switch__track ui-pill" aria-hidden="true">
        <span className="switch__thumb" />
      </span>
      <span className="switch__label">{label}</span>
    </button>
  );
}
