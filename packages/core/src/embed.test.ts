import { describe, expect, it } from 'vitest';
import {
  widgetInstallCommand,
  widgetTarballPath,
  EMBED_HEIGHT_MESSAGE,
  embedAutoResizeCode,
  embedIframeCode,
  embedReactCode,
  embedScriptCode,
  embedUrl,
} from './embed.ts';

describe('embedUrl', () => {
  it.each([
    [{ origin: 'https://app.test', apiKey: 'ys_pk_1' }, 'https://app.test/embed?apiKey=ys_pk_1'],
    [
      { origin: 'https://app.test/', apiKey: 'ys_pk_1', companyName: null },
      'https://app.test/embed?apiKey=ys_pk_1',
    ],
    [
      { origin: 'https://app.test', apiKey: 'ys_pk_1', companyName: 'Green & Sons Lawn' },
      'https://app.test/embed?apiKey=ys_pk_1&companyName=Green%20%26%20Sons%20Lawn',
    ],
  ])('builds the embed page URL for %j', (target, url) => {
    expect(embedUrl(target)).toBe(url);
  });
});

describe('embedIframeCode', () => {
  it('wraps the URL in a full-width, 800 px iframe that may use geolocation', () => {
    expect(
      embedIframeCode({ origin: 'https://app.test', apiKey: 'ys_pk_1', companyName: 'Acme' }),
    ).toBe(
      '<iframe src="https://app.test/embed?apiKey=ys_pk_1&companyName=Acme" width="100%" height="800" frameborder="0" allow="geolocation"></iframe>',
    );
  });
});

describe('embedAutoResizeCode', () => {
  const target = { origin: 'https://app.example.com/', apiKey: 'ys_pk_1' };

  it("keeps SPEC's 800 px iframe as the fallback and checks the sender's origin", () => {
    const code = embedAutoResizeCode(target);
    expect(code.startsWith(embedIframeCode(target))).toBe(true);
    expect(code).toContain('var origin = "https://app.example.com";');
    expect(code).toContain('if (event.origin !== origin) return;');
    expect(code).toContain('"yardstick:embed-height"');
  });

  it('resizes only the frame that sent the message, on a page with others', () => {
    const frames = [
      { contentWindow: {}, style: { height: '800px' }, setAttribute: () => undefined },
      { contentWindow: {}, style: { height: '800px' }, setAttribute: () => undefined },
    ];
    let listener: ((event: unknown) => void) | undefined;
    const fakeWindow = {
      addEventListener: (_type: string, handler: (event: unknown) => void) => {
        listener = handler;
      },
    };
    const fakeDocument = { getElementsByTagName: () => frames };
    const script = /<script>\n([\s\S]*)\n<\/script>/.exec(embedAutoResizeCode(target))?.[1] ?? '';
    new Function('window', 'document', script)(fakeWindow, fakeDocument);
    const message = { type: EMBED_HEIGHT_MESSAGE, height: 1234.2 };
    listener?.({ origin: 'https://evil.example', source: frames[1]?.contentWindow, data: message });
    expect(frames[1]?.style.height).toBe('800px');
    listener?.({
      origin: 'https://app.example.com',
      source: frames[1]?.contentWindow,
      data: message,
    });
    expect(frames.map((frame) => frame.style.height)).toEqual(['800px', '1235px']);
  });
});

describe('embedScriptCode', () => {
  it('loads the latest 1.x loader from the app origin and names the key and company', () => {
    expect(
      embedScriptCode({ origin: 'https://app.test/', apiKey: 'ys_pk_1', companyName: 'Acme' }),
    ).toBe(
      '<script async src="https://app.test/widget/v1/yardstick.js"></script>\n' +
        '<yardstick-estimator api-key="ys_pk_1" company-name="Acme"></yardstick-estimator>',
    );
  });

  it('escapes the company name for an HTML attribute and leaves it out when absent', () => {
    expect(
      embedScriptCode({
        origin: 'https://app.test',
        apiKey: 'k',
        companyName: 'Green & "Sons" <Lawn>',
      }),
    ).toContain('company-name="Green &amp; &quot;Sons&quot; &lt;Lawn&gt;"');
    expect(
      embedScriptCode({ origin: 'https://app.test', apiKey: 'k', companyName: null }),
    ).toContain('<yardstick-estimator api-key="k"></yardstick-estimator>');
  });
});

describe('embedReactCode', () => {
  it('imports the component from the npm package and passes key, origin and company', () => {
    const code = embedReactCode({
      origin: 'https://app.test/',
      apiKey: 'ys_pk_1',
      companyName: 'Acme',
    });
    expect(code).toContain("import { YardstickEstimator } from '@yardstick/widget/react';");
    expect(code).toContain('apiKey="ys_pk_1"');
    expect(code).toContain('apiBase="https://app.test"');
    expect(code).toContain('companyName="Acme"');
    expect(code).toContain('onQuoteAccepted={(quote) =>');
  });

  it('writes a company name with quotes or braces as a JavaScript string', () => {
    const code = embedReactCode({
      origin: 'https://app.test',
      apiKey: 'k',
      companyName: 'Bob\'s "Best" {Lawns}',
    });
    expect(code).toContain('companyName={"Bob\'s \\"Best\\" {Lawns}"}');
    expect(embedReactCode({ origin: 'https://app.test', apiKey: 'k' })).not.toContain(
      'companyName',
    );
  });
});

describe('widgetInstallCommand', () => {
  it('installs the packed package from the server, under its major version like the loader', () => {
    expect(widgetTarballPath('1.1.0')).toBe('/widget/v1/yardstick-widget-1.1.0.tgz');
    expect(widgetInstallCommand('https://quotes.example.com/', '2.0.3')).toBe(
      'npm install https://quotes.example.com/widget/v2/yardstick-widget-2.0.3.tgz',
    );
  });
});
