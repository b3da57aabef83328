import { uniqueSubdomain } from './factories.ts';
import type { TestApp } from './app.ts';
import { pngImage, storefrontForm } from './images.ts';

export type Logo = Parameters<typeof storefrontForm>[1];

/** The storefront form as the configuration screen sends it, against one test app. */
export function storefrontForms(app: TestApp) {
  const fields = (overrides: Record<string, string> = {}) => ({
    subdomain: uniqueSubdomain(),
    companyName: 'Mow Better',
    primaryColor: '#112233',
    secondaryColor: '#445566',
    accentColor: '#778899',
    customDomain: '',
    ...overrides,
  });
  return {
    fields,
    pngLogo: async (): Promise<Logo> => ({
      bytes: await pngImage(),
      name: 'logo.png',
      type: 'image/png',
    }),
    /** Publishes a storefront the way the configuration screen does. */
    publish: (owner: { id: string }, form = fields(), logo?: Logo) =>
      app.as(owner).post('/api/storefronts', undefined, { form: storefrontForm(form, logo) }),
    logoOf: (storefrontId: string) =>
      app.anonymous().get(`/api/storefront-logo?storefrontId=${storefrontId}`),
  };
}
