/**
 * How long typing must pause, in milliseconds, before a field that applies as it is typed (the comparison's mileage,
 * the finance example's deposit) uses its value, and before such a field, or a charging price, says its error aloud.
 */
export const typingPauseMs = 300;
