import { fireEvent, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { expect, it, vi } from 'vitest';
import { mockConfiguration } from '../../../test/mock-configuration.ts';
import { dataLayer, mockServer, renderCalculator, requests } from '../../../test/render-calculator.ts';
import { comparingVisit, seedVisit } from '../../../test/seed-visit.ts';
import { serveContent } from '../../../test/serve-content.ts';
import { withMockServer } from '../../../test/use-mock-server.ts';
import { zeroAprForVehicle } from '../../../test/zero-apr-quote.ts';

withMockServer();

const attributes = 'brand="MG" finance="pcp" privacy-notice-href="https://www.example.co.uk/privacy"';

async function openForm(extra = '') {
  seedVisit('MG', comparingVisit(['mg-mg4-se-sr']));
  const rendered = await renderCalculator(`${attributes} ${extra}`);
  await rendered.user.click(
    await waitFor(() => rendered.view.getByRole('button', { name: 'Request this quote' }), { timeout: 8000 }),
  );
  const dialog = await waitFor(() => rendered.view.getByRole('dialog'), { timeout: 6000 });
  return { ...rendered, dialog };
}

/** The confirmation's first line, its reference in an element of its own: for `reference`, or any. */
const thanked =
  (reference?: string) =>
  (_: string, element: Element | null): boolean =>
    element?.className === 'calc-finance__reference' &&
    (reference === undefined
      ? /^Thank you\. Your quote reference is \S+\.$/.test(element.textContent ?? '')
      : element.textContent === `Thank you. Your quote reference is ${reference}.`);
/** A paragraph that reads `text` whole (its email address and reference are elements of their own). */
const line =
  (text: string | RegExp) =>
  (_: string, element: Element | null): boolean =>
    element?.tagName === 'P' &&
    (typeof text === 'string' ? element.textContent === text : text.test(element.textContent ?? ''));

const fill = (dialog: HTMLElement, name: string, value: string) =>
  fireEvent.change(within(dialog).getByRole('textbox', { name }), { target: { value } });

/** Every field but the email address filled in, and agreement given. */
async function fillAllButEmail({ dialog, user }: Awaited<ReturnType<typeof openForm>>) {
  fill(dialog, 'First name', 'Sam');
  fill(dialog, 'Last name', 'Jones');
  fill(dialog, 'Postcode', 'SW1A 1AA');
  await user.click(within(dialog).getByRole('checkbox'));
}

it('names every field to fix in an error summary, GOV.UK style, and sends nothing', async () => {
  const { dialog, user } = await openForm();
  await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
  const summary = within(dialog).getByRole('region', { name: 'There is a problem' });
  // Focus moves to it, which reads it once; it is no alert, read out again at each keystroke while correcting.
  await waitFor(() => expect((summary.getRootNode() as Document | ShadowRoot).activeElement).toBe(summary));
  expect(within(dialog).queryByRole('alert')).toBeNull();
  expect(
    within(summary)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual([
    'Enter your first name',
    'Enter your last name',
    'Enter your email address',
    'Enter your postcode',
    'Select that you agree to be contacted about this quote',
  ]);
  expect(within(dialog).getByRole('link', { name: 'Privacy notice (opens in new tab)' }).getAttribute('href')).toBe(
    'https://www.example.co.uk/privacy',
  );
  expect(requests.some((request) => request.includes('savequoterequest'))).toBe(false);
});

it('says who contacts the visitor: the lender itself on its own page, the lender through the dealer on a dealer’s', async () => {
  const own = await openForm();
  expect(own.dialog.textContent).toContain('Your request goes to Santander Consumer (UK) plc, the lender.');
  expect(own.dialog.textContent).not.toContain('We will send your request');
  own.host.remove();
  const dealers = await openForm('dealer-id="d-1001"');
  expect(dealers.dialog.textContent).toContain(
    'We will send your request to Santander Consumer (UK) plc, who will contact you about this quote.',
  );
  expect(dealers.dialog.textContent).toContain('Northway Motors Ltd is a credit broker, not a lender.');
  // Its FCA status too, as beside the figures, between who it is and how it is paid.
  const finance = mockConfiguration.content.default?.finance as
    | { dealers: Record<string, { fcaStatus: string }> }
    | undefined;
  const fcaStatus = finance?.dealers['d-1001']?.fcaStatus;
  expect(fcaStatus).toMatch(/Financial Conduct Authority/);
  expect(dealers.dialog.textContent).toContain(`only to them. ${fcaStatus} If you take out finance through us`);
});

it('sends the request and shows its reference, keeping what was typed out of storage, analytics and the address', async () => {
  const { dialog, user } = await openForm('dealer-id="d-1001"');
  // The request goes through the dealer: who it is and how it is paid, where the visitor acts (CONC 3.7, 4.5.3R).
  expect(
    within(dialog).getByText(
      /^Northway Motors Ltd is a credit broker, not a lender\..*the lender pays us a commission for introducing you: a fixed fee/,
    ),
  ).toBeTruthy();
  fill(dialog, 'First name', 'Sam');
  fill(dialog, 'Last name', 'Jones');
  fill(dialog, 'Email address', 'sam.jones@example.com');
  fill(dialog, 'Postcode', 'sw1a 1aa');
  await user.click(within(dialog).getByRole('checkbox'));
  await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
  const sent = await waitFor(() => within(dialog).getByText(thanked('q-1')), {
    timeout: 6000,
  });
  // The form it replaced held focus: focus moves to the reference, not to the page, read with what happens next.
  const confirmation = sent.parentElement as HTMLElement;
  expect((sent.getRootNode() as Document | ShadowRoot).activeElement).toBe(confirmation);
  expect(confirmation.textContent).toBe(
    'Thank you. Your quote reference is q-1.' +
      'Santander Consumer (UK) plc will contact you by email or telephone within 2 working days to talk about this quote. Nothing is agreed until you sign a finance agreement.' +
      'You gave your email address as sam.jones@example.com. If it is wrong, Santander Consumer (UK) plc cannot reach you: correct it and send your request again.' +
      'Correct my details',
  );
  const everywhere = [JSON.stringify(dataLayer()), JSON.stringify({ ...sessionStorage }), requests.join(' ')].join(' ');
  expect(everywhere).not.toMatch(/Jones|sam\.jones|SW1A/i);
  expect(dataLayer()).toContainEqual(expect.objectContaining({ event: 'quote_builder', link_text: 'Send request' }));
});

/** A request sent with `email` and the telephone number 07700900982, its reference on screen. */
async function sentWith(email: string) {
  const form = await openForm();
  await fillAllButEmail(form);
  fill(form.dialog, 'Email address', email);
  fill(form.dialog, 'Telephone number (optional)', '07700900982');
  await form.user.click(within(form.dialog).getByRole('button', { name: 'Send request' }));
  await waitFor(() => within(form.dialog).getByText(thanked('q-1')), { timeout: 6000 });
  return form;
}

it('shows the contact details as sent, and brings the form back to correct a slip that passed every check', async () => {
  // Two letters swapped: a well-formed address at a known mailbox, so nothing asked about it before Send.
  const { dialog, user } = await sentWith('sam.jnoes@gmail.com');
  const sentTo = within(dialog).getByText(
    line(
      'You gave your email address as sam.jnoes@gmail.com and your telephone number as 07700900982. If your email address is wrong, correct it and send your request again.',
    ),
  );
  // The address is kept on one line where it fits, not broken at a hyphen or dot.
  expect(sentTo.querySelector('.calc-finance__sent-email')?.textContent).toBe('sam.jnoes@gmail.com');
  await user.click(within(dialog).getByRole('button', { name: 'Correct my details' }));
  // The form as sent, with focus on the address, the detail the lender replies to.
  const email = within(dialog).getByRole('textbox', { name: 'Email address' }) as HTMLInputElement;
  await waitFor(() => expect((email.getRootNode() as ShadowRoot).activeElement).toBe(email));
  expect(email.value).toBe('sam.jnoes@gmail.com');
  expect((within(dialog).getByRole('textbox', { name: 'First name' }) as HTMLInputElement).value).toBe('Sam');
  fill(dialog, 'Email address', 'sam.jones@gmail.com');
  await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
  await waitFor(() => within(dialog).getByText(line(/^You gave your email address as sam\.jones@gmail\.com and/)), {
    timeout: 6000,
  });
  expect(requests.filter((request) => request.includes('savequoterequest'))).toHaveLength(2);
  // A second request: the first stays with the lender, and the visitor is told which it was.
  within(dialog).getByText(
    line('Santander Consumer (UK) plc also has your earlier request, q-1, with the email address sam.jnoes@gmail.com.'),
  );
});

it('goes back to the request sent, with its reference, when the lender already has the corrected one', async () => {
  const { dialog, user } = await sentWith('sam.jones@gmail.com');
  await user.click(within(dialog).getByRole('button', { name: 'Correct my details' }));
  // A changed telephone number alone: the lender's rule finds the same email address, car and terms (its 409).
  mockServer.use(http.get('*/savequoterequest.json', () => HttpResponse.json({ title: 'Duplicate' }, { status: 409 })));
  fill(dialog, 'Telephone number (optional)', '07700900983');
  await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
  // Said as what happened to the change: not sent, and what to do about it.
  await waitFor(
    () =>
      within(dialog).getByText(
        'Your changes were not sent: Santander Consumer (UK) plc already has this request with this email address. Tell them about any other change when they contact you.',
      ),
    { timeout: 6000 },
  );
  expect(within(dialog).queryByRole('button', { name: 'Send request' })).toBeNull();
  // The reference is not lost with the form: one press brings back the request as the lender has it.
  await user.click(within(dialog).getByRole('button', { name: 'Keep my request as sent' }));
  const reference = within(dialog).getByText(thanked('q-1'));
  within(dialog).getByText(
    line(/^You gave your email address as sam\.jones@gmail\.com and your telephone number as 07700900982\./),
  );
  await waitFor(() => expect((reference.getRootNode() as ShadowRoot).activeElement).toBe(reference.parentElement));
});

it('shows a lender’s sent text only when it keeps the address, else the built-in one', async () => {
  const finance = mockConfiguration.content.default?.finance as { request: Record<string, string> };
  serveContent('finance', { request: { ...finance.request, sentTo: 'Thanks, we have your details.' } });
  const form = await openForm();
  const { dialog, user } = form;
  await fillAllButEmail(form);
  fill(dialog, 'Email address', 'sam.jones@example.com');
  await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
  await waitFor(() => within(dialog).getByText(line(/^You gave your email address as sam\.jones@example\.com\./)), {
    timeout: 6000,
  });
});

it('asks once about an address one slip from a common mailbox, offering the one meant, never changing it unasked', async () => {
  const form = await openForm();
  const { dialog, user } = form;
  await fillAllButEmail(form);
  const email = within(dialog).getByRole('textbox', { name: 'Email address' }) as HTMLInputElement;
  fireEvent.change(email, { target: { value: 'sam.jones@gmial.com' } });
  fireEvent.blur(email);
  const asked = 'Check your email address: did you mean sam.jones@gmail.com?';
  const note = within(dialog).getByText(asked);
  expect(email.getAttribute('aria-describedby')).toContain(note.parentElement?.id);
  // Send stops once, with focus on the address: the lender would write to one no one reads.
  await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
  within(dialog).getByText(`${asked} If sam.jones@gmial.com is right, select Send request again.`);
  await waitFor(() => expect((email.getRootNode() as ShadowRoot).activeElement).toBe(email));
  expect(requests.some((request) => request.includes('savequoterequest'))).toBe(false);
  // The one meant, in one press; then nothing more to ask.
  await user.click(within(dialog).getByRole('button', { name: 'Use sam.jones@gmail.com' }));
  expect(email.value).toBe('sam.jones@gmail.com');
  expect(within(dialog).queryByText(/Check your email address/)).toBeNull();
  await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
  await waitFor(() => within(dialog).getByText(thanked('q-1')), { timeout: 6000 });
});

it('asks once about a name with a digit or an @ in it, then sends it as typed when Send is pressed again', async () => {
  const { dialog, user } = await openForm();
  // Autofill's email in the first name, a thumb on the row above in the last.
  fill(dialog, 'First name', 'sam@example.com');
  const last = within(dialog).getByRole('textbox', { name: 'Last name' }) as HTMLInputElement;
  fireEvent.change(last, { target: { value: 'J0nes' } });
  fireEvent.blur(last);
  const asked = 'Check your last name: names rarely have a number or an @ in them.';
  expect(within(dialog).getByText(asked).parentElement?.id).toBe(
    last
      .getAttribute('aria-describedby')
      ?.split(' ')
      .find((id) => id.endsWith('-check')),
  );
  // The first name, not yet left, is not asked about until Send.
  expect(within(dialog).queryByText(/^Check your first name/)).toBeNull();
  fill(dialog, 'Email address', 'sam@example.com');
  fill(dialog, 'Postcode', 'SW1A 1AA');
  await user.click(within(dialog).getByRole('checkbox'));
  await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
  // Send stops once on both, with focus on the first.
  const first = within(dialog).getByRole('textbox', { name: 'First name' });
  await waitFor(() => expect((first.getRootNode() as ShadowRoot).activeElement).toBe(first));
  within(dialog).getByText(
    'Check your first name: names rarely have a number or an @ in them. If sam@example.com is right, select Send request again.',
  );
  within(dialog).getByText(`${asked} If J0nes is right, select Send request again.`);
  expect(requests.some((request) => request.includes('savequoterequest'))).toBe(false);
  // The last name corrected, the first kept: Send sends.
  fill(dialog, 'Last name', 'Jones');
  expect(within(dialog).queryByText(/^Check your last name/)).toBeNull();
  await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
  await waitFor(() => within(dialog).getByText(thanked('q-1')), { timeout: 6000 });
});

it('sends an address asked about as typed when Send is pressed again, and asks nothing of a known mailbox', async () => {
  const form = await openForm();
  const { dialog, user } = form;
  await fillAllButEmail(form);
  fill(dialog, 'Email address', 'sam@gmial.com');
  const send = within(dialog).getByRole('button', { name: 'Send request' });
  await user.click(send);
  within(dialog).getByText(/^Check your email address: did you mean sam@gmail\.com\?/);
  await user.click(send);
  await waitFor(() => within(dialog).getByText(thanked('q-1')), { timeout: 6000 });
  // mail.com is a mailbox of its own, a slip from gmail.com: sent at the first press.
  form.host.remove();
  const again = await openForm();
  await fillAllButEmail(again);
  fill(again.dialog, 'Email address', 'sam@mail.com');
  await again.user.click(within(again.dialog).getByRole('button', { name: 'Send request' }));
  await waitFor(() => within(again.dialog).getByText(thanked()), { timeout: 6000 });
});

it('asks about a slipped address beside the other fields to fix, naming those in the summary', async () => {
  const { dialog, user } = await openForm();
  fill(dialog, 'Email address', 'sam@hotmail.co.ul');
  await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
  const summary = within(dialog).getByRole('region', { name: 'There is a problem' });
  await waitFor(() => expect((summary.getRootNode() as ShadowRoot).activeElement).toBe(summary));
  within(dialog).getByText(
    'Check your email address: did you mean sam@hotmail.co.uk? If sam@hotmail.co.ul is right, select Send request again.',
  );
  expect(
    within(summary)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).not.toContain('Enter your email address');
});

it('says in the dialog, over the representative example, when the quote is at another APR (a review)', async () => {
  mockServer.use(zeroAprForVehicle());
  const { dialog } = await openForm();
  const deal = within(dialog).getByRole('region', { name: 'The quote you are asking about' });
  expect(within(deal).getByText('These figures are at 0.0% APR, not the representative 9.9% APR.')).toBeTruthy();
});

it('keeps what was typed when sending fails, and sends it on Try again', async () => {
  mockServer.use(http.get('*/savequoterequest.json', () => HttpResponse.json({ title: 'Down' }, { status: 503 })));
  const { dialog, user } = await openForm();
  fill(dialog, 'First name', 'Sam');
  fill(dialog, 'Last name', 'Jones');
  fill(dialog, 'Email address', 'sam@example.com');
  fill(dialog, 'Postcode', 'SW1A 1AA');
  await user.click(within(dialog).getByRole('checkbox'));
  await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
  await waitFor(() => within(dialog).getByText(/Sorry, we could not send your request\./), { timeout: 6000 });
  expect((within(dialog).getByRole('textbox', { name: 'Email address' }) as HTMLInputElement).value).toBe(
    'sam@example.com',
  );
  mockServer.resetHandlers();
  await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
  await waitFor(() => within(dialog).getByText(thanked('q-1')), { timeout: 6000 });
});

it('offers no quote request without the host’s privacy notice', async () => {
  seedVisit('MG', comparingVisit(['mg-mg4-se-sr']));
  const { view } = await renderCalculator('brand="MG" finance="pcp"');
  await waitFor(() => view.getByText('48 monthly payments'), { timeout: 8000 });
  expect(view.queryByRole('button', { name: 'Request this quote' })).toBeNull();
});

/** Fills every field with valid answers and ticks the agreement. */
async function fillValid(dialog: HTMLElement, user: { click: (element: Element) => Promise<void> }) {
  fill(dialog, 'First name', 'Sam');
  fill(dialog, 'Last name', 'Jones');
  fill(dialog, 'Email address', 'sam@example.com');
  fill(dialog, 'Postcode', 'SW1A 1AA');
  await user.click(within(dialog).getByRole('checkbox'));
}

const saves = () => requests.filter((request) => request.includes('savequoterequest')).length;

it('keeps what was typed when the dialog is closed, and shows the reference, not a new form, once sent', async () => {
  const { view, dialog, user } = await openForm();
  fill(dialog, 'First name', 'Sam');
  fill(dialog, 'Email address', 'sam@example.com');
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(view.queryByRole('dialog')).toBeNull());
  await user.click(view.getByRole('button', { name: 'Request this quote' }));
  const again = await waitFor(() => view.getByRole('dialog'));
  expect((within(again).getByRole('textbox', { name: 'First name' }) as HTMLInputElement).value).toBe('Sam');
  fill(again, 'Last name', 'Jones');
  fill(again, 'Postcode', 'SW1A 1AA');
  await user.click(within(again).getByRole('checkbox'));
  await user.click(within(again).getByRole('button', { name: 'Send request' }));
  await waitFor(() => within(again).getByText(thanked('q-1')), { timeout: 6000 });
  await user.click(within(again).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(view.queryByRole('dialog')).toBeNull());
  await user.click(view.getByRole('button', { name: 'Request this quote' }));
  const third = await waitFor(() => view.getByRole('dialog'));
  expect(within(third).getByText(thanked('q-1'))).toBeTruthy();
  expect(within(third).queryByRole('button', { name: 'Send request' })).toBeNull();
  expect(saves()).toBe(1);
});

it('closes on the browser’s Back (a phone’s back gesture), keeping the comparison and what was typed', async () => {
  // An entry before the calculator's own, as a visitor who came from another part of the host page has.
  history.pushState(null, '');
  const { view, dialog, user } = await openForm();
  fill(dialog, 'First name', 'Sam');
  const entries = history.length;
  const back = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  history.back();
  await back;
  await waitFor(() => expect(view.queryByRole('dialog')).toBeNull());
  expect(view.getByRole('heading', { level: 2 }).textContent).toMatch(/running cost comparison$/);
  // The entry Back left is put back: the next Back leaves the comparison, not the page.
  expect(history.length).toBe(entries);
  expect(history.state?.hcukCalculatorStep?.MG?.step).toBe('compare');
  await user.click(view.getByRole('button', { name: 'Request this quote' }));
  const again = await waitFor(() => view.getByRole('dialog'));
  expect((within(again).getByRole('textbox', { name: 'First name' }) as HTMLInputElement).value).toBe('Sam');
});

it('sends one request for two presses of Send in one task', async () => {
  const { dialog, user } = await openForm();
  await fillValid(dialog, user);
  const send = within(dialog).getByRole('button', { name: 'Send request' });
  send.click();
  send.click();
  await waitFor(() => within(dialog).getByText(thanked('q-1')), { timeout: 6000 });
  expect(saves()).toBe(1);
});

it('shows each field the lender refused on that field and in the summary, and offers sending again', async () => {
  mockServer.use(
    http.get('*/savequoterequest.json', () =>
      HttpResponse.json(
        {
          title: 'Invalid request',
          status: 400,
          errors: [{ field: 'customer.email', rule: 'pattern', message: 'customer.email must match …' }],
        },
        { status: 400 },
      ),
    ),
  );
  const { dialog, user, view } = await openForm();
  await fillValid(dialog, user);
  await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
  const summary = await waitFor(() => within(dialog).getByRole('region', { name: 'There is a problem' }), {
    timeout: 6000,
  });
  expect(
    within(summary)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Enter an email address in the correct format, like name@example.com']);
  // The answer is read out: focus moves from Send to the summary, as for the form's own errors.
  await waitFor(() => expect((summary.getRootNode() as Document | ShadowRoot).activeElement).toBe(summary));
  const email = within(dialog).getByRole('textbox', { name: 'Email address' });
  expect(email.getAttribute('aria-invalid')).toBe('true');
  expect(dialog.textContent).not.toMatch(/Try again/);
  expect(within(dialog).getByRole('button', { name: 'Send request' })).toBeTruthy();
  // Closed and opened again: the refusal is still shown, but the summary does not take focus from the dialog, so
  // closing it returns focus to the button that opened it.
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  const opener = view.getByRole('button', { name: 'Request this quote' });
  await user.click(opener);
  const again = await waitFor(() => view.getByRole('dialog'));
  const summaryAgain = within(again).getByRole('region', { name: 'There is a problem' });
  expect((summaryAgain.getRootNode() as ShadowRoot).activeElement).not.toBe(summaryAgain);
  await user.click(within(again).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect((opener.getRootNode() as ShadowRoot).activeElement).toBe(opener));
});

/** The lender refuses the email address (and `also` these fields), once `answer` is called: it waits until then. */
function heldRefusal(also: string[] = []): () => void {
  let answer: () => void = () => {};
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  mockServer.use(
    http.get('*/savequoterequest.json', async () => {
      await answered;
      return HttpResponse.json(
        {
          title: 'Invalid request',
          status: 400,
          errors: [{ field: 'customer.email', rule: 'pattern' }, ...also.map((field) => ({ field, rule: 'maximum' }))],
        },
        { status: 400 },
      );
    }),
  );
  return answer;
}

const refusalHeard = 'There is a problem. Enter an email address in the correct format, like name@example.com';

it('leaves a visitor who moved on while the request was sent where they are, and reads the lender’s refusal out', async () => {
  const answer = heldRefusal();
  const { dialog, user } = await openForm();
  await fillValid(dialog, user);
  await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
  await waitFor(() => within(dialog).getByRole('button', { name: 'Sending your request…' }));
  // While it is sent, the visitor goes back to their phone number and types.
  const phone = within(dialog).getByRole('textbox', { name: /Telephone/ });
  await user.click(phone);
  await user.keyboard('0770');
  answer();
  const summary = await waitFor(() => within(dialog).getByRole('region', { name: 'There is a problem' }), {
    timeout: 6000,
  });
  const heard = refusalHeard;
  await waitFor(() => expect(within(dialog).getByText(heard).getAttribute('aria-live')).toBe('polite'));
  // Focus stayed in the field they were typing in, with what they typed.
  expect((summary.getRootNode() as ShadowRoot).activeElement).toBe(phone);
  await user.keyboard('0 900123');
  expect((phone as HTMLInputElement).value).toBe('07700 900123');
  expect(within(dialog).getByText(heard)).toBeTruthy();
  // Sending again clears what was read out, so the next answer is heard afresh.
  await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
  await waitFor(() => expect(within(dialog).queryByText(heard)).toBeNull());
});

it('leaves a visitor who sent with Enter and typed on in the same field there, and reads the refusal out', async () => {
  const answer = heldRefusal();
  const { dialog, user } = await openForm();
  await fillValid(dialog, user);
  const lastName = within(dialog).getByRole('textbox', { name: 'Last name' }) as HTMLInputElement;
  await user.click(lastName);
  await user.keyboard('{Enter}');
  await waitFor(() => within(dialog).getByRole('button', { name: 'Sending your request…' }));
  // Focus never left the field, but the visitor is typing in it again (an input event, as a keystroke makes).
  fireEvent.input(lastName, { target: { value: 'Jones-Smith' } });
  answer();
  await waitFor(() => within(dialog).getByText(refusalHeard), { timeout: 6000 });
  expect((lastName.getRootNode() as ShadowRoot).activeElement).toBe(lastName);
  expect(lastName.value).toBe('Jones-Smith');
});

it('moves focus to the summary when the visitor sent with Enter and waited', async () => {
  const answer = heldRefusal();
  const { dialog, user } = await openForm();
  await fillValid(dialog, user);
  await user.click(within(dialog).getByRole('textbox', { name: 'Last name' }));
  await user.keyboard('{Enter}');
  await waitFor(() => within(dialog).getByRole('button', { name: 'Sending your request…' }));
  answer();
  const summary = await waitFor(() => within(dialog).getByRole('region', { name: 'There is a problem' }), {
    timeout: 6000,
  });
  await waitFor(() => expect((summary.getRootNode() as ShadowRoot).activeElement).toBe(summary));
  expect(within(dialog).queryByText(refusalHeard)).toBeNull();
});

const rejected = 'Sorry, the lender could not accept a request for this quote. Contact the lender to ask about it.';

it('says once, at the top of the summary, that the lender refused what the visitor cannot change too', async () => {
  const answer = heldRefusal(['finance.term']);
  const { dialog, user } = await openForm();
  await fillValid(dialog, user);
  await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
  answer();
  const summary = await waitFor(() => within(dialog).getByRole('region', { name: 'There is a problem' }), {
    timeout: 6000,
  });
  // Said first and unlinked (there is no field for it here), then the field the visitor can fix, linked.
  expect(
    within(summary)
      .getAllByRole('listitem')
      .map((item) => [item.textContent, item.querySelector('a') !== null]),
  ).toEqual([
    [rejected, false],
    ['Enter an email address in the correct format, like name@example.com', true],
  ]);
  await waitFor(() => expect((summary.getRootNode() as ShadowRoot).activeElement).toBe(summary));
  // Read with the summary as focus lands on it: not also as an alert.
  expect(within(dialog).queryByRole('alert')).toBeNull();
  expect(within(dialog).getAllByText(rejected)).toHaveLength(1);
});

it('reads the lender’s whole refusal out once to a visitor who moved on, in sentences', async () => {
  const answer = heldRefusal(['finance.term']);
  const { dialog, user } = await openForm();
  await fillValid(dialog, user);
  await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
  await waitFor(() => within(dialog).getByRole('button', { name: 'Sending your request…' }));
  await user.click(within(dialog).getByRole('textbox', { name: /Telephone/ }));
  answer();
  const heard = await waitFor(
    () =>
      within(dialog).getByText(
        `There is a problem. ${rejected} Enter an email address in the correct format, like name@example.com`,
      ),
    { timeout: 6000 },
  );
  expect(heard.getAttribute('aria-live')).toBe('polite');
  expect(within(dialog).queryByRole('alert')).toBeNull();
});

it.each([
  [409, '', 'The lender already has this request from you. You do not need to send it again.', false],
  [413, '', 'Your request is too long to send. Shorten your answers, then send it again.', false],
  [429, '', 'Too many requests have been sent from here. Wait a minute, then send it again.', true],
  [429, '900', 'Too many requests have been sent from here. Wait 15 minutes, then send it again.', true],
  [
    429,
    '600000',
    'Too many requests have been sent from here, and the lender asks for a wait of more than an hour. Try again later.',
    true,
  ],
])('says what a %i means in plain words (Retry-After "%s")', async (status, retryAfter, words, canSend) => {
  const headers: Record<string, string> = retryAfter ? { 'Retry-After': retryAfter } : {};
  mockServer.use(http.get('*/savequoterequest.json', () => HttpResponse.json({ title: 'No' }, { status, headers })));
  const { dialog, user } = await openForm();
  await fillValid(dialog, user);
  await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
  await waitFor(() => within(dialog).getByText(words), { timeout: 6000 });
  expect(within(dialog).queryByRole('button', { name: 'Send request' }) !== null).toBe(canSend);
  expect((within(dialog).getByRole('textbox', { name: 'First name' }) as HTMLInputElement).value).toBe('Sam');
});

it('gives up on a request that gets no answer within 20 seconds, keeps what was typed, and lets it be sent again', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
  try {
    mockServer.use(http.get('*/savequoterequest.json', () => new Promise<Response>(() => {})));
    const { dialog, user } = await openForm();
    await fillValid(dialog, user);
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => within(dialog).getByRole('button', { name: 'Sending your request…' }));
    vi.advanceTimersByTime(20_000);
    await waitFor(() => within(dialog).getByText(/We did not get an answer within 20 seconds/), { timeout: 6000 });
    expect((within(dialog).getByRole('textbox', { name: 'Email address' }) as HTMLInputElement).value).toBe(
      'sam@example.com',
    );
    mockServer.resetHandlers();
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => within(dialog).getByText(thanked('q-1')), { timeout: 6000 });
  } finally {
    vi.useRealTimers();
  }
}, 20_000);

it('restates the deal and refuses to send while the deposit beside the quote breaks the lender’s rule', async () => {
  seedVisit('MG', comparingVisit(['mg-mg4-se-sr']));
  const { view, user } = await renderCalculator(attributes);
  const panel = await waitFor(() => view.getByRole('region', { name: /^Your illustration: / }), { timeout: 8000 });
  await waitFor(() => within(panel).getByRole('button', { name: 'Request this quote' }), { timeout: 8000 });
  await user.click(within(panel).getByRole('button', { name: 'Change term, deposit or mileage' }));
  fireEvent.change(within(panel).getByRole('textbox', { name: 'Deposit' }), { target: { value: '99' } });
  await user.click(within(panel).getByRole('button', { name: 'Request this quote' }));
  const dialog = await waitFor(() => view.getByRole('dialog'), { timeout: 6000 });
  const deal = within(dialog).getByRole('region', { name: 'The quote you are asking about' });
  // Every item of a representative example, for this quote (CONC 3.5.5R): the dialog hides the page's own example,
  // so the payment is never restated without the credit, its charge, the rate and the duration.
  const summaryOf = (element: HTMLElement) => element.querySelector('.calc-illustration__summary')?.textContent;
  const rowsOf = (element: HTMLElement) =>
    [...element.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]);
  expect(summaryOf(deal)).toBe('£410.90 a month for 48\u00a0months at 9.9%\u00a0APR');
  // The mock lender's PCP for £25,995 with £2,600 down over 48 months, as the illustration showed it before the change.
  expect(rowsOf(deal)).toEqual([
    ['Cash price', '£25,995.00'],
    ['Customer deposit', '£2,600.00'],
    ['Total amount of credit', '£23,395.00'],
    ['48 monthly payments', '£410.90'],
    ['Optional final payment', '£10,340.00 (includes option to purchase fee £10.00)'],
    ['Total charge for credit', '£6,668.20'],
    ['Total amount payable', '£32,663.20'],
    ['Duration of agreement', '49\u00a0months'],
    ['Fixed rate of interest', '6.98%\u00a0p.a.'],
    // The visitor's own quote's APR, not the page's one representative APR (CONC 3.5.5R(1)(d)).
    ['APR', '9.9%\u00a0APR'],
    ['Annual mileage', '8,000\u00a0miles'],
    ['Excess mileage charge', '6p per mile'],
  ]);
  // What a PCP means at its end, beside its final payment and excess charge: the dialog covers the page on a phone,
  // so the risks stated beside the page's example must be here too (CONC 3.3.1R(1A)).
  expect(deal.textContent).toContain(
    'If you give it back, you pay for miles over the agreed annual mileage and for damage beyond fair wear and tear. You do not own the car unless you pay the optional final payment.',
  );
  // Dated as beside the quote: when it was made, and until when it holds (the configuration's 30 days here).
  expect(deal.textContent).toMatch(/Quoted on \d{1,2} \w+ 2\d{3}, valid until \d{1,2} \w+ 2\d{3}\./);
  // The soft search now, and what applying would mean: a full search other lenders can see (PRIN 2A.5).
  expect(dialog.textContent).toContain(
    'makes a soft search, which only you can see. If you then apply, Santander Consumer (UK) plc makes a full credit search, which is recorded on your credit file and other lenders can see.',
  );
  await fillValid(dialog, user);
  await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
  const summary = within(dialog).getByRole('region', { name: 'There is a problem' });
  expect(summary.textContent).toContain('Correct the term, deposit or mileage before you send this request');
  expect(saves()).toBe(0);
});

/**
 * The MG4's request dialog opened, and filled in, at once after its deposit is changed to £3,600, while the quote for
 * that deposit is held back until `release`; it then gets `answer` (undefined: the mock's own).
 */
async function openedOverHeldDeposit(answer: () => Response | undefined = () => undefined) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  mockServer.use(
    http.get('*/GetSantanderFinanceQuoteData.json', async ({ request }) => {
      if (!(new URL(request.url).searchParams.get('mockBody') ?? '').includes('"deposit":3600')) return undefined;
      await held;
      return answer();
    }),
  );
  seedVisit('MG', comparingVisit(['mg-mg4-se-sr']));
  const { view, user } = await renderCalculator(attributes);
  const panel = await waitFor(() => view.getByRole('region', { name: /^Your illustration: / }), { timeout: 8000 });
  await waitFor(() => within(panel).getByRole('button', { name: 'Request this quote' }), { timeout: 8000 });
  await user.click(within(panel).getByRole('button', { name: 'Change term, deposit or mileage' }));
  fireEvent.change(within(panel).getByRole('textbox', { name: 'Deposit' }), { target: { value: '3600' } });
  // At once, before the deposit applies, then while its quote is held: the £2,600 figures are still on screen.
  await user.click(within(panel).getByRole('button', { name: 'Request this quote' }));
  const dialog = await waitFor(() => view.getByRole('dialog'), { timeout: 6000 });
  await fillValid(dialog, user);
  return { view, user, panel, dialog, release };
}

it('refuses to send while the figures on screen are not yet those for a changed deposit, then sends the new ones', async () => {
  const { user, dialog, release } = await openedOverHeldDeposit();
  await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
  const problem = 'Wait for the figures for your new term, deposit or mileage, then send this request';
  expect(within(dialog).getByRole('region', { name: 'There is a problem' }).textContent).toContain(problem);
  await new Promise((resolve) => setTimeout(resolve, 400));
  await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
  expect(saves()).toBe(0);
  const deal = within(dialog).getByRole('region', { name: 'The quote you are asking about' });
  // Said where the figures are read, too.
  expect(within(deal).getByRole('status').textContent).toBe(problem);
  const summary = within(dialog).getByRole('region', { name: 'There is a problem' });
  await waitFor(() => expect((summary.getRootNode() as ShadowRoot).activeElement).toBe(summary));
  release();
  // The new quote in: the deal restated (and sent) is the £3,600 one, and focus, on the summary that goes, moves to it.
  await waitFor(() => expect(deal.textContent).toContain('£3,600.00'), { timeout: 6000 });
  await waitFor(() => expect((deal.getRootNode() as ShadowRoot).activeElement).toBe(deal));
  expect(within(deal).getByRole('status').textContent).toBe('');
  await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
  await waitFor(() => expect(saves()).toBe(1), { timeout: 6000 });
  expect(within(dialog).queryByText(problem)).toBeNull();
});

it('keeps what was typed into the request, and the open inputs, through a changed deposit whose quote fails', async () => {
  mockServer.use(
    http.get('*/GetSantanderFinanceQuoteData.json', ({ request }) =>
      (new URL(request.url).searchParams.get('mockBody') ?? '').includes('"deposit":3600')
        ? HttpResponse.json({ title: 'Down' }, { status: 503 })
        : undefined,
    ),
  );
  const { view, dialog, user } = await openForm();
  fill(dialog, 'First name', 'Sam');
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(view.queryByRole('dialog')).toBeNull());
  const panel = view.getByRole('region', { name: /^Your illustration: / });
  await user.click(within(panel).getByRole('button', { name: 'Change term, deposit or mileage' }));
  const deposit = within(panel).getByRole('textbox', { name: 'Deposit' });
  fireEvent.change(deposit, { target: { value: '3600' } });
  await waitFor(() => within(panel).getByText('Sorry, we could not get a finance example.'), { timeout: 8000 });
  // The same field, still open, with what was typed.
  expect(within(panel).getByRole('textbox', { name: 'Deposit' })).toBe(deposit);
  fireEvent.change(deposit, { target: { value: '2600' } });
  await user.click(
    await waitFor(() => within(panel).getByRole('button', { name: 'Request this quote' }), { timeout: 8000 }),
  );
  const again = await waitFor(() => view.getByRole('dialog'));
  expect((within(again).getByRole('textbox', { name: 'First name' }) as HTMLInputElement).value).toBe('Sam');
});

it('keeps the dialog open when the quote for a deposit changed just before it fails, refusing to send the old one', async () => {
  const { view, user, panel, dialog, release } = await openedOverHeldDeposit(() =>
    HttpResponse.json({ title: 'Down' }, { status: 503 }),
  );
  release();
  await waitFor(() => within(panel).getByText('Sorry, we could not get a finance example.'), { timeout: 8000 });
  // Still open, with what was typed, over the £2,600 figures it restates, and said to be the old ones.
  expect(view.getByRole('dialog')).toBe(dialog);
  expect((within(dialog).getByRole('textbox', { name: 'First name' }) as HTMLInputElement).value).toBe('Sam');
  const deal = within(dialog).getByRole('region', { name: 'The quote you are asking about' });
  expect(deal.textContent).toContain('£2,600.00');
  const problem =
    'The figures for your new term, deposit or mileage could not be loaded. Close this request and choose Try again';
  expect(within(deal).getByRole('status').textContent).toBe(problem);
  await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
  expect(within(dialog).getByRole('region', { name: 'There is a problem' }).textContent).toContain(problem);
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect(saves()).toBe(0);
  // Closed, focus goes to Try again beside the failure; the request is not offered there.
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(view.queryByRole('dialog')).toBeNull());
  const retry = within(panel).getByRole('button', { name: 'Try again' });
  await waitFor(() => expect((retry.getRootNode() as ShadowRoot).activeElement).toBe(retry));
  expect(within(panel).queryByRole('button', { name: 'Request this quote' })).toBeNull();
});

it('keeps the dialog open, and Send refused, when the quote for the changed deposit answers that none is offered', async () => {
  const { view, user, panel, dialog, release } = await openedOverHeldDeposit(() =>
    HttpResponse.json({ title: 'Not found', status: 404 }, { status: 404 }),
  );
  release();
  await waitFor(() => within(panel).getByText('Finance is not available for this vehicle.'), { timeout: 8000 });
  expect(view.getByRole('dialog')).toBe(dialog);
  const deal = within(dialog).getByRole('region', { name: 'The quote you are asking about' });
  expect(within(deal).getByRole('status').textContent).toContain('could not be loaded');
  await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(saves()).toBe(0);
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(view.queryByRole('dialog')).toBeNull());
  const none = within(panel).getByText('Finance is not available for this vehicle.').parentElement as HTMLElement;
  await waitFor(() => expect((none.getRootNode() as ShadowRoot).activeElement).toBe(none));
});

/** Closes the dialog, leaves Compare for the vehicle step, comes back through the step indicator and opens it again. */
async function leaveAndReopen(view: Awaited<ReturnType<typeof openForm>>['view'], dialog: HTMLElement, user: User) {
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(view.queryByRole('dialog')).toBeNull(), { timeout: 6000 });
  await user.click(view.getByRole('button', { name: 'Edit vehicle' }));
  await waitFor(() => view.getByRole('heading', { name: /current vehicle/ }), { timeout: 6000 });
  await user.click(
    within(view.getByRole('navigation', { name: 'Calculator steps' })).getByRole('button', { name: /Compare/ }),
  );
  await user.click(await waitFor(() => view.getByRole('button', { name: 'Request this quote' }), { timeout: 8000 }));
  return waitFor(() => view.getByRole('dialog'), { timeout: 6000 });
}
type User = Awaited<ReturnType<typeof openForm>>['user'];

it('keeps what was typed when the visitor leaves the step and comes back, until it is sent', async () => {
  // A phone review: Back to Models and Forward again emptied the form, though closing and opening it kept it.
  const { view, dialog, user } = await openForm();
  fill(dialog, 'First name', 'Sam');
  fill(dialog, 'Email address', 'sam@example.com');
  const again = await leaveAndReopen(view, dialog, user);
  expect((within(again).getByRole('textbox', { name: 'First name' }) as HTMLInputElement).value).toBe('Sam');
  expect((within(again).getByRole('textbox', { name: 'Email address' }) as HTMLInputElement).value).toBe(
    'sam@example.com',
  );
  // Never stored: kept in the calculator's memory only.
  expect(JSON.stringify({ ...sessionStorage, ...localStorage })).not.toMatch(/sam@example|"Sam"/);
  // Sent, it is the lender's: the form is not kept for a second send.
  await fillValid(again, user);
  await user.click(within(again).getByRole('button', { name: 'Send request' }));
  await waitFor(() => within(again).getByText(thanked('q-1')), { timeout: 6000 });
  const after = await leaveAndReopen(view, again, user);
  expect((within(after).getByRole('textbox', { name: 'First name' }) as HTMLInputElement).value).toBe('');
});
