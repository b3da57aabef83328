import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { version as widgetVersion } from '@yardstick/widget/package.json';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, sessionRoutes } from '../../testing/factories.ts';
import { renderWithProviders } from '../../testing/renderWithProviders.tsx';
import { EmbedCard } from './EmbedCard.tsx';

const ORIGIN = window.location.origin;

function renderCard(nextKey: () => string) {
  return renderWithProviders(<EmbedCard companyName="Green Acres" />, {
    path: '/account',
    api: {
      ...sessionRoutes(buildUser()),
      'POST /api/generate-api-key': () => ({ body: { apiKey: nextKey() } }),
    },
  });
}

function shownCode(label: string): string {
  const field = screen.getByLabelText(label);
  return field instanceof HTMLTextAreaElement ? field.value : '';
}

function stubClipboard() {
  const writeText = vi.fn((_text: string) => Promise.resolve());
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
  return writeText;
}

describe('EmbedCard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens on the script tag, with the app origin and the owner key', async () => {
    renderCard(() => 'ys_pk_abc');
    const tab = await screen.findByRole('tab', { name: 'Script tag' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(shownCode('Script tag code')).toContain('ys_pk_abc'));
    expect(shownCode('Script tag code')).toBe(
      `<script async src="${ORIGIN}/widget/v1/yardstick.js"></script>\n` +
        '<yardstick-estimator api-key="ys_pk_abc" company-name="Green Acres"></yardstick-estimator>',
    );
    const panel = screen.getByRole('tabpanel', { name: 'Script tag' });
    expect(panel.getAttribute('aria-labelledby')).toBe(tab.id);
    expect(tab.getAttribute('aria-controls')).toBe(panel.id);
  });

  it('moves between the tabs with the arrow keys, Home and End, keeping one in Tab order', async () => {
    renderCard(() => 'ys_pk_abc');
    const script = await screen.findByRole('tab', { name: 'Script tag' });
    const iframe = screen.getByRole('tab', { name: 'iframe' });
    const react = screen.getByRole('tab', { name: 'React' });
    const selected = () =>
      screen.getAllByRole('tab').filter((tab) => tab.getAttribute('aria-selected') === 'true');

    script.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(iframe);
    expect(selected()).toEqual([iframe]);
    expect(screen.getByRole('tabpanel', { name: 'iframe' })).toBeTruthy();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(script);
    await userEvent.keyboard('{ArrowLeft}');
    expect(selected()).toEqual([react]);
    await userEvent.keyboard('{Home}');
    expect(selected()).toEqual([script]);
    await userEvent.keyboard('{End}');
    expect(selected()).toEqual([react]);
    expect([script, iframe, react].map((tab) => tab.tabIndex)).toEqual([-1, -1, 0]);
  });

  it('copies what each tab shows', async () => {
    const writeText = stubClipboard();
    renderCard(() => 'ys_pk_abc');
    await waitFor(() => expect(shownCode('Script tag code')).toContain('ys_pk_abc'));
    await userEvent.click(screen.getByRole('button', { name: 'Copy Script Tag' }));
    expect(writeText).toHaveBeenLastCalledWith(shownCode('Script tag code'));
    expect((await screen.findByRole('status')).textContent).toContain('Copied!');

    await userEvent.click(screen.getByRole('tab', { name: 'iframe' }));
    await userEvent.click(screen.getByRole('button', { name: 'Copy Embed Code' }));
    expect(writeText).toHaveBeenLastCalledWith(shownCode('Embed code'));
    expect(shownCode('Embed code')).toMatch(/^<iframe src="[^"]+\/embed\?apiKey=ys_pk_abc&/);

    await userEvent.click(screen.getByRole('tab', { name: 'React' }));
    const panel = within(screen.getByRole('tabpanel', { name: 'React' }));
    // The tarball this server serves, named by the built widget's version.
    const major = widgetVersion.split('.')[0];
    const install = `npm install ${ORIGIN}/widget/v${major}/yardstick-widget-${widgetVersion}.tgz`;
    expect(panel.getByLabelText<HTMLInputElement>('Install the package').value).toBe(install);
    await userEvent.click(panel.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenLastCalledWith(install);
    await userEvent.click(panel.getByRole('button', { name: 'Copy React Code' }));
    expect(writeText).toHaveBeenLastCalledWith(shownCode('React component code'));
    expect(shownCode('React component code')).toContain(
      "import { YardstickEstimator } from '@yardstick/widget/react';",
    );
    expect(shownCode('React component code')).toContain('apiKey="ys_pk_abc"');
    expect(shownCode('React component code')).toContain(`apiBase="${ORIGIN}"`);
  });

  it('puts the new key into all three snippets after a refresh', async () => {
    let key = 'ys_pk_old';
    renderCard(() => key);
    await waitFor(() => expect(shownCode('Script tag code')).toContain('ys_pk_old'));
    key = 'ys_pk_new';
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Embed Link' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Refresh Link' }),
    );
    await waitFor(() => expect(shownCode('Script tag code')).toContain('api-key="ys_pk_new"'));
    await userEvent.click(screen.getByRole('tab', { name: 'iframe' }));
    expect(shownCode('Embed code')).toContain('apiKey=ys_pk_new');
    await userEvent.click(screen.getByRole('tab', { name: 'React' }));
    expect(shownCode('React component code')).toContain('apiKey="ys_pk_new"');
    expect(shownCode('React component code')).not.toContain('ys_pk_old');
  });

  it('says the link is still coming when copied before the key arrives', async () => {
    const writeText = stubClipboard();
    renderWithProviders(<EmbedCard companyName="Green Acres" />, {
      path: '/account',
      api: {
        ...sessionRoutes(buildUser()),
        'POST /api/generate-api-key': () => new Promise(() => {}),
      },
    });
    expect(shownCode('Script tag code')).toBe('Generating embed link...');
    await userEvent.click(screen.getByRole('button', { name: 'Copy Script Tag' }));
    expect((await screen.findByRole('alert')).textContent).toContain('No Embed Link');
    expect(writeText).not.toHaveBeenCalled();
  });
});
