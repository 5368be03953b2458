/**
 * How an element reads one attribute: the attribute, else the page-level default (`hcukConfig.attributes`), else the
 * spec's fallback, warning once about a value it cannot use. No React here: the embed reads a calculator's brand with
 * it before React has loaded (`start-calculators-early.ts`).
 */
import type { HcukAttributeValue } from '../config/hcuk-config.ts';
import type { AttributeSpec } from './attribute-types.ts';

/** Warns once per key: an element class warns once per attribute and value, not on every render. */
export function createWarnOnce(): (key: string, message: string) => void {
  const warned = new Set<string>();
  return (key, message) => {
    if (warned.has(key)) return;
    warned.add(key);
    console.warn(message);
  };
}

/**
 * Resolves attribute values for one element class: `host`'s attribute `name`, else the page-level default in
 * `defaults` (`hcukConfig.attributes`), else the `AttributeSpec`'s fallback.
 */
export function createResolver(tag: string, warnOnce: (key: string, message: string) => void) {
  return <T>(
    host: Element,
    name: string,
    spec: AttributeSpec<T>,
    defaults: Readonly<Record<string, HcukAttributeValue>>,
  ): T => {
    const raw = host.getAttribute(name);
    const fallback = defaults[name];
    if (raw !== null) {
      const parsed = spec.parse(raw);
      if (parsed !== undefined) return parsed;
      warnOnce(
        `attribute ${name}=${raw}`,
        `[hcuk] <${tag}> attribute "${name}" expects ${spec.expects}, got ${JSON.stringify(raw)}; using the default`,
      );
    }
    if (fallback !== undefined) {
      const parsed = typeof fallback === 'string' ? spec.parse(fallback) : spec.accept(fallback);
      if (parsed !== undefined) return parsed;
      warnOnce(
        `config ${name}=${JSON.stringify(fallback)}`,
        `[hcuk] hcukConfig.attributes["${name}"] is not valid for <${tag}>: it expects ${spec.expects}; ignoring it`,
      );
    }
    return spec.fallback;
  };
}
