/** Spec section 9: default icon size 18px; the small variants use 20px. */
export const iconSizes = { default: 18, small: 20 } as const;

/** An icon size variant: default or small. */
export type IconSizeVariant = keyof typeof iconSizes;
