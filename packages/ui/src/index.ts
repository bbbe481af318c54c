// Importing the package applies the tokens and base styles (once: it is a shared singleton).
import './tokens.css';
// Layout classes the shell and the remotes put on their own elements (one copy of the rule for all).
import './layout/spread.css';

export { AuthForm, type AuthFormMode, type AuthFormProps } from './auth-form/auth-form';
export { AUTH_TEXT, passwordHint, passwordTooShort } from './auth-form/auth-text';
export { Badge, type BadgeProps, type BadgeVariant } from './badge/badge';
export { Button, type ButtonProps } from './button/button';
export { ButtonLink, type ButtonLinkProps } from './button/button-link';
export { SignInActions, type SignInActionsProps } from './button/sign-in-actions';
export { buttonClassName, type ButtonSize, type ButtonStyleProps, type ButtonVariant } from './button/button-classes';
export { Card, type CardProps } from './card/card';
export { AlertDialog, type AlertDialogProps } from './dialogs/alert-dialog';
export { ConfirmDialog, type ConfirmDialogProps, type DialogTone } from './dialogs/confirm-dialog';
export { DialogHost } from './dialogs/dialog-host';
export type { AlertOptions, ConfirmOptions, PromptOptions } from './dialogs/dialog-store';
export { dialogs, type DialogsApi } from './dialogs/dialogs';
export { PromptDialog, type PromptDialogProps } from './dialogs/prompt-dialog';
export { useDialogs } from './dialogs/use-dialogs';
export { Modal, type ModalProps } from './modal/modal';
export { openModalLayer, useModalLayer, type ModalLayer } from './modal/modal-layer';
export { JobProgress, jobStatusText, type JobProgressProps, type JobSnapshot, type JobStatus } from './progress/job-progress';
export { clampProgress, ProgressBar, type ProgressBarProps, type ProgressTone } from './progress/progress-bar';
export { SegmentedControl, type SegmentOption, type SegmentedControlProps } from './segmented-control/segmented-control';
export { Slider, type SliderProps } from './slider/slider';
export { Spinner, type SpinnerProps } from './spinner/spinner';
export { useMediaQuery } from './studio-layout/use-media-query';
export { Tabs, type TabItem, type TabsProps } from './tabs/tabs';
export { FieldLabel, type FieldLabelProps } from './text-field/field-label';
export { TextField, type TextFieldProps } from './text-field/text-field';
export { Toggle, type ToggleProps } from './toggle/toggle';
export { VisuallyHidden } from './visually-hidden/visually-hidden';
export { cx } from './utils/cx';
