/** Answers the calculator's configuration with a lender's own wording laid over one section of its default content. */
import { HttpResponse, http } from 'msw';
import { mockConfiguration } from './mock-configuration.ts';
import { mockServer } from './render-calculator.ts';

type Sections = Record<string, Record<string, unknown>>;

/** From the next request on, the configuration with `texts` over the default content's `section`. */
export function serveContent(section: string, texts: Record<string, unknown>): void {
  const content = mockConfiguration.content.default as unknown as Sections;
  const configuration = {
    ...mockConfiguration,
    content: { ...mockConfiguration.content, default: { ...content, [section]: { ...content[section], ...texts } } },
  };
  mockServer.use(http.get('*/Configuration.json', () => HttpResponse.json(configuration)));
}
