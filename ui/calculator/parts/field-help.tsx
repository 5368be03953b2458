/** A field's help from the configuration's content: a tooltip beside the label, a modal link below. */
import type { FinanceSchema } from '@hcuk-genesis/sdk';
import { HelpLink } from './help-link.tsx';
import { HelpTooltip } from './help-tooltip.tsx';

type HelpText = FinanceSchema<'HelpText'> | undefined;

/** The tooltip for `help`, if it has one. */
export const labelHelp = (topic: string, help: HelpText) =>
  help?.tooltip ? <HelpTooltip topic={topic} text={help.tooltip} /> : undefined;

/** The modal link for `help`, if it has link text and content. */
export const linkHelp = (help: HelpText) =>
  help?.linkText && help.content ? (
    <HelpLink linkText={help.linkText} title={help.title} content={help.content} />
  ) : undefined;
