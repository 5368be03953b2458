/**
 * Expressions a test evaluates in the page, in any engine: they find things as a visitor does, by role and visible
 * name, inside the calculator's shadow roots (and the dialog's). Every pattern is a regular expression's source.
 */

/** The finder, as source: `hcuk.find(selector, pattern)` and friends; no dependency on any engine's API. */
const finder = `(() => {
  const all = () => {
    const found = [];
    const walk = (root) => {
      for (const element of root.querySelectorAll('*')) {
        found.push(element);
        if (element.shadowRoot) walk(element.shadowRoot);
      }
    };
    walk(document);
    return found;
  };
  const squash = (text) => (text || '').replace(/\\s+/g, ' ').trim();
  const labelledBy = (element) => {
    const ids = (element.getAttribute('aria-labelledby') || '').split(/\\s+/).filter(Boolean);
    const root = element.getRootNode();
    return ids.map((id) => (root.getElementById ? root.getElementById(id) : null)).filter(Boolean).map((label) => label.textContent).join(' ');
  };
  const nameOf = (element) =>
    squash(
      labelledBy(element) ||
        element.getAttribute('aria-label') ||
        (element.labels && element.labels.length > 0 ? element.labels[0].textContent : '') ||
        element.textContent,
    );
  const shown = (element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  };
  const findAll = (selector, pattern) => {
    const wanted = new RegExp(pattern);
    return all().filter((element) => element.matches(selector) && wanted.test(nameOf(element)));
  };
  const find = (selector, pattern) => findAll(selector, pattern).find(shown) || findAll(selector, pattern)[0] || null;
  return { all, squash, nameOf, shown, findAll, find };
})()`;

/** An expression evaluating `body` with `hcuk` (the finder) in scope. */
export const withFinder = (body: string): string => `((hcuk) => (${body}))(${finder})`;

/** A regular expression's source matching `text` exactly. */
export const exactly = (text: string): string => `^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`;

/** `selector`'s first element (shown ones first) whose name matches `pattern`, or null. */
export const findElement = (selector: string, pattern: string): string =>
  withFinder(`hcuk.find(${JSON.stringify(selector)}, ${JSON.stringify(pattern)})`);

/** Whether a level-2 heading matching `pattern` is shown. */
export const headingShown = (pattern: string): string =>
  withFinder(`hcuk.findAll('h2', ${JSON.stringify(pattern)}).some(hcuk.shown)`);

/** The texts of the shown alerts. */
export const shownAlerts = (): string =>
  withFinder(
    `hcuk.all().filter((element) => element.getAttribute('role') === 'alert' && hcuk.shown(element)).map((element) => hcuk.squash(element.textContent))`,
  );

/**
 * Inside a finder expression: the result card (its list item) of the vehicle named `description`, found by its Remove
 * button, or null.
 */
const cardOf = (description: string): string =>
  `((remove) => remove && remove.closest('li'))(hcuk.find('button', ${JSON.stringify(exactly(`Remove ${description}`))}))`;

/**
 * The figures (the tab panel's definitions) on the result card of the vehicle named `description`: current,
 * estimated and difference, without the "of which" lines that the totals include.
 */
export const cardFigures = (description: string): string =>
  withFinder(`(() => {
    const card = ${cardOf(description)};
    const panel = card && card.querySelector('[role=tabpanel]');
    const rows = panel ? Array.from(panel.querySelectorAll('dl > div')) : [];
    return rows
      .filter((row) => !hcuk.squash(row.querySelector('dt')?.innerText ?? '').startsWith('of which'))
      .map((row) => hcuk.squash(row.querySelector('dd')?.innerText ?? ''));
  })()`);

/** The whole text of the result card of the vehicle named `description`. */
export const cardText = (description: string): string =>
  withFinder(`(() => {
    const card = ${cardOf(description)};
    return card ? hcuk.squash(card.innerText) : '';
  })()`);

/** The value of the text box labelled `label`. */
export const textboxValue = (label: string): string =>
  withFinder(`(hcuk.find('input', ${JSON.stringify(exactly(label))}) || {}).value`);

/**
 * On the result card of the vehicle named `description`: each pair of shown controls (links and buttons) whose boxes
 * overlap, and each control that lies outside the card, by name. Empty when every control has its own place.
 */
export const misplacedControls = (description: string): string =>
  withFinder(`(() => {
    const card = ${cardOf(description)};
    if (!card) return ['no card for ${description.replace(/'/g, "\\'")}'];
    const inside = card.getBoundingClientRect();
    const controls = Array.from(card.querySelectorAll('a, button')).filter(hcuk.shown)
      .map((element) => ({ name: hcuk.nameOf(element), box: element.getBoundingClientRect() }));
    const found = [];
    controls.forEach((control, index) => {
      const { box } = control;
      if (box.top < inside.top || box.bottom > inside.bottom || box.left < inside.left || box.right > inside.right)
        found.push(control.name + ' lies outside the card');
      for (const other of controls.slice(index + 1)) {
        const across = Math.min(box.right, other.box.right) - Math.max(box.left, other.box.left);
        const down = Math.min(box.bottom, other.box.bottom) - Math.max(box.top, other.box.top);
        if (across > 1 && down > 1) found.push(control.name + ' overlaps ' + other.name);
      }
    });
    return found;
  })()`);
