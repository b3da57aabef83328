import { describe, expect, it } from 'vitest';
import { propsFromAttributes, type ElementAttribute } from './attributes.ts';

const reader = (values: Partial<Record<ElementAttribute, string>>) => (name: ElementAttribute) =>
  values[name] ?? null;

describe('propsFromAttributes', () => {
  it('uses the defaults when nothing is set: accept allowed, no header, script origin', () => {
    expect(propsFromAttributes(reader({}), 'https://cdn.test')).toEqual({
      apiKey: undefined,
      apiBase: 'https://cdn.test',
      companyName: undefined,
      showHeader: false,
      accentColor: undefined,
      storefrontSubdomain: undefined,
      allowAccept: true,
      demo: false,
      showTrialCta: false,
    });
  });

  it('reads boolean attributes the HTML way: present is on, "false" is off', () => {
    const props = propsFromAttributes(
      reader({
        demo: '',
        'show-header': 'true',
        'allow-accept': 'false',
        'show-trial-cta': 'FALSE',
      }),
      '',
    );
    expect(props).toMatchObject({
      demo: true,
      showHeader: true,
      allowAccept: false,
      showTrialCta: false,
    });
  });

  it('lets api-base override the script origin and ignores blank text', () => {
    const props = propsFromAttributes(
      reader({ 'api-base': 'https://api.test', 'api-key': ' ys_pk_1 ', 'company-name': '  ' }),
      'https://cdn.test',
    );
    expect(props).toMatchObject({
      apiBase: 'https://api.test',
      apiKey: 'ys_pk_1',
      companyName: undefined,
    });
  });
});
