export { Button, type ButtonProps, type ButtonVariant } from './Button';
export { EmptyState } from './EmptyState';
export { Field, type FieldProps } from './Field';
export { Icon, type IconName } from './Icon';
export { Modal, type ModalProps } from './Modal';
export { Tabs, type TabItem } from './Tabs';
export { ToastProvider, useToast, DEFAULT_TOAST_DURATION, type ToastApi, type ToastKind } from './Toast';
export { Brand } from './Brand';
