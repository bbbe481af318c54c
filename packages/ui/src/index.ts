// Importing the package applies the tokens and base styles (once: it is a shared singleton).
import './tokens.css';

export { Badge, type BadgeProps, type BadgeVariant } from './badge/badge';
export { Button, type ButtonProps } from './button/button';
export { ButtonLink, type ButtonLinkProps } from './button/button-link';
export { buttonClassName, type ButtonSize, type ButtonStyleProps, type ButtonVariant } from './button/button-classes';
export { Card, type CardProps } from './card/card';
export { Modal, type ModalProps } from './modal/modal';
export { SegmentedControl, type SegmentOption, type SegmentedControlProps } from './segmented-control/segmented-control';
export { Slider, type SliderProps } from './slider/slider';
export { Spinner, type SpinnerProps } from './spinner/spinner';
export { Tabs, type TabItem, type TabsProps } from './tabs/tabs';
export { TextField, type TextFieldProps } from './text-field/text-field';
export { Toggle, type ToggleProps } from './toggle/toggle';
export { VisuallyHidden } from './visually-hidden/visually-hidden';
export { cx } from './utils/cx';
