/**
 * For a control that hides itself once pressed (Reset All, Reset, Clear): focus moves, before it goes, to `target`
 * within the control's nearest `container`, so keyboard focus does not fall to the page (WCAG 2.4.3). Moved
 * synchronously in the click, while the control still exists; the target stays after the re-render.
 */
export function focusBeforeRemoval(control: Element, container: string, target: string): void {
  control.closest(container)?.querySelector<HTMLElement>(target)?.focus();
}

/** The step's heading, which a step's own Reset hands focus to. */
export const stepHeading = ['form', '[data-step-heading]'] as const;
