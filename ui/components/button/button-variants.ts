/** The button variants: primary, secondary and link. */
export const buttonVariants = ['primary', 'secondary', 'link'] as const;

/** One button variant. */
export type ButtonVariant = (typeof buttonVariants)[number];
