import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STANDARD_VOLUME_TIERS } from '@yardstick/core/volumeRate';
import { describe, expect, it } from 'vitest';
import { fill } from '../../testing/fill.ts';
import { buildService, dialog, renderServices } from '../../testing/servicesPageKit.tsx';

describe('ServicesPage', () => {
  it('welcomes a first-time owner with the getting-started steps', async () => {
    renderServices([]);
    expect(await screen.findByRole('heading', { name: 'Getting Started' })).toBeTruthy();
    // One call to action: the welcome card's, not the header's or an empty list's as well.
    expect(
      screen.getAllByRole('button', { name: /Add/ }).map((button) => button.textContent),
    ).toEqual(['Add Your First Service']);
    expect(screen.queryByText('No Services')).toBeNull();
  });

  it("offers 'Add a Service' alone once the last service is deleted", async () => {
    let services = [buildService({ id: 'svc-2', name: 'Aeration' })];
    renderServices(services, {
      'GET /api/services': () => ({ body: { services } }),
      'DELETE /api/services/svc-2': () => {
        services = [];
        return { status: 204 };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Aeration' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: /Delete/ }),
    );
    expect(await screen.findByText('No Services')).toBeTruthy();
    expect(
      screen.getAllByRole('button', { name: /Add/ }).map((button) => button.textContent),
    ).toEqual(['Add a Service']);
    expect(screen.queryByRole('heading', { name: 'Getting Started' })).toBeNull();
  });

  it("keeps 'Add Service' in the header beside a list", async () => {
    renderServices([buildService({ id: 'svc-2', name: 'Aeration' })]);
    await screen.findByRole('heading', { name: 'Aeration' });
    expect(
      screen.getAllByRole('button', { name: /Add/ }).map((button) => button.textContent),
    ).toEqual(['Add Service']);
  });

  it('lists services with badges, pricing in sort order and no Delete for the default', async () => {
    renderServices([
      buildService({ isDefault: true }),
      buildService({ id: 'svc-2', name: 'Aeration', isActive: false, frequencies: [] }),
    ]);
    const mowing = (await screen.findByRole('heading', { name: 'Lawn Mowing' })).closest('li');
    if (!mowing) throw new Error('service card not found');
    const card = within(mowing);
    expect(card.getByText('Default')).toBeTruthy();
    expect(card.queryByRole('button', { name: 'Delete Lawn Mowing' })).toBeNull();
    const options = card.getAllByRole('listitem').map((item) => item.textContent);
    expect(options[0]).toContain('Weekly');
    expect(options[1]).toContain('Bi-weekly');
    expect(screen.getByText('Inactive')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete Aeration' })).toBeTruthy();
  });

  it('keeps submit disabled until there is a name and a frequency, and marks added ones', async () => {
    renderServices([]);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Your First Service' }));
    expect(within(dialog()).getByRole('heading', { name: 'Add New Service' })).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Create Service' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    fill('Service Name *', 'Mowing');
    expect(submit.hasAttribute('disabled')).toBe(true);
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Add' }));
    expect(submit.hasAttribute('disabled')).toBe(false);
    const option = within(dialog()).getByRole<HTMLOptionElement>('option', {
      name: 'One-time (Already added)',
    });
    expect(option.disabled).toBe(true);
    expect(within(dialog()).getByRole('list', { name: 'Added frequencies' }).textContent).toContain(
      '$0.0080',
    );
  });

  it('refuses a duplicate frequency with the SPEC toast', async () => {
    renderServices([]);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Your First Service' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Add' }));
    // The select disables taken values; force one through to check the rule behind it.
    const entry = within(dialog().querySelector<HTMLElement>('.frequency-entry') ?? dialog());
    const taken = entry.getByRole<HTMLOptionElement>('option', {
      name: 'One-time (Already added)',
    });
    taken.disabled = false;
    await userEvent.selectOptions(entry.getByLabelText('Frequency'), 'one-time');
    await userEvent.click(entry.getByRole('button', { name: 'Add' }));
    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain('Duplicate Frequency');
    expect(toast.textContent).toContain('A One-time frequency already exists for this service.');
    expect(within(dialog()).getByRole('list', { name: 'Added frequencies' }).children).toHaveLength(
      1,
    );
  });

  it('edits an added frequency inline, offering only free frequencies', async () => {
    renderServices([]);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Your First Service' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Add' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Edit One-time' }));
    const list = within(dialog()).getByRole('list', { name: 'Added frequencies' });
    await userEvent.selectOptions(within(list).getByLabelText('Frequency'), 'weekly');
    fireEvent.change(within(list).getByLabelText('Minimum price ($, optional)'), {
      target: { value: '40' },
    });
    await userEvent.click(within(list).getByRole('button', { name: 'Save' }));
    expect(list.textContent).toContain('Weekly');
    expect(list.textContent).toContain('(min: $40.00)');
  });

  it('creates the service with its prices in one call and shows the all-set card', async () => {
    let created = false;
    const { api } = renderServices([], {
      'GET /api/services': () => ({ body: { services: created ? [buildService()] : [] } }),
      'POST /api/services': () => {
        created = true;
        return { status: 201, body: { service: buildService() } };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Your First Service' }));
    fill('Service Name *', 'Lawn Mowing');
    fill('Minimum price ($, optional)', '50');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Add' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Service' }));
    expect(
      await screen.findByText('Service "Lawn Mowing" has been created with 1 frequency option(s).'),
    ).toBeTruthy();
    expect(api.callsTo('POST /api/services').map((call) => call.body)).toEqual([
      {
        name: 'Lawn Mowing',
        description: '',
        isActive: true,
        sortOrder: 0,
        season: null,
        frequencies: [
          {
            frequency: 'one-time',
            pricePerSqFt: 0.008,
            minimumPrice: 50,
            isActive: true,
            sortOrder: 0,
            volumeTiers: STANDARD_VOLUME_TIERS,
            basis: 'lawn-area',
          },
        ],
      },
    ]);
    expect(await screen.findByRole('heading', { name: "Perfect! You're All Set" })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Start Analyzing Properties' }).getAttribute('href'),
    ).toBe('/analyze');
  });

  it('edits with one PUT carrying the service and all its remaining prices', async () => {
    const { api } = renderServices([buildService()], {
      'PUT /api/services/svc-1': { body: { service: buildService() } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Lawn Mowing' }));
    expect(within(dialog()).getByRole('heading', { name: 'Edit Service' })).toBeTruthy();
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Remove Bi-weekly' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update Service' }));
    expect(
      await screen.findByText(
        'Service "Lawn Mowing" updated successfully with 1 frequency option(s).',
      ),
    ).toBeTruthy();
    expect(api.callsTo('PUT /api/services/svc-1').map((call) => call.body)).toEqual([
      {
        name: 'Lawn Mowing',
        description: 'Mow and trim',
        isActive: true,
        sortOrder: 0,
        season: null,
        frequencies: [
          {
            frequency: 'weekly',
            pricePerSqFt: 0.008,
            minimumPrice: 50,
            isActive: true,
            sortOrder: 0,
            volumeTiers: [],
            basis: 'lawn-area',
          },
        ],
      },
    ]);
  });

  it('prices edging per linear ft: the labels, the preview and the saved price say so', async () => {
    const { api } = renderServices([], {
      'POST /api/services': { status: 201, body: { service: buildService() } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Your First Service' }));
    fill('Service Name *', 'Edging');
    const form = within(dialog());
    await userEvent.selectOptions(form.getByLabelText('Charged on'), 'Edging (linear ft)');
    expect(form.getByText(/length of lawn edge along the driveway, walks and patio/)).toBeTruthy();
    fill('Price per linear ft ($)', '0.25');
    expect(form.queryByLabelText('Price per sq ft ($)')).toBeNull();
    // The example properties are priced on their edging, not their lawn: 250 ft × $0.25.
    const [preview] = form
      .getAllByRole('region', { name: 'Pricing preview' })
      .map((el) => within(el));
    if (!preview) throw new Error('no pricing preview');
    expect(preview.getByRole('columnheader', { name: /\$0\.25\/linear ft/ })).toBeTruthy();
    const small = preview.getByRole('row', { name: /Small Residential/ });
    expect(within(small).getByRole('cell').textContent).toBe('$63250 ft');
    expect(form.getByText(/edging usually runs \$0\.10 to \$0\.30 per linear ft/)).toBeTruthy();

    await userEvent.click(form.getByRole('button', { name: 'Add' }));
    const added = form.getByRole('list', { name: 'Added frequencies' });
    expect(added.textContent).toContain('$0.25 per linear ft');
    // A price per foot starts without tiers; the owner may add them, counted in feet.
    expect(added.querySelector('.volume-tiers summary')?.textContent).toBe(
      'Volume pricing: No volume discount',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create Service' }));
    await screen.findByText(/has been created/);
    expect(api.callsTo('POST /api/services')[0]?.body).toMatchObject({
      frequencies: [{ pricePerSqFt: 0.25, basis: 'edge-length', volumeTiers: [] }],
    });
  });

  it('asks for a price per visit above 0 when a flat price is left at 0', async () => {
    renderServices([]);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Your First Service' }));
    const form = within(dialog());
    await userEvent.selectOptions(form.getByLabelText('Charged on'), 'Flat per visit');
    fill('Price per visit ($)', '0');
    await userEvent.click(form.getByRole('button', { name: 'Add' }));
    expect(
      await screen.findByText('Choose a frequency and enter a price per visit above 0.'),
    ).toBeTruthy();
  });

  it('lists each saved price with what it is per', async () => {
    renderServices([
      buildService({
        name: 'Snow clearing',
        frequencies: [
          {
            id: 'f-snow',
            frequency: 'one-time',
            pricePerSqFt: 0.05,
            minimumPrice: null,
            isActive: true,
            sortOrder: 0,
            basis: 'hardscape-area',
            volumeTiers: [],
          },
          {
            id: 'f-flat',
            frequency: 'monthly',
            pricePerSqFt: 150,
            minimumPrice: null,
            isActive: true,
            sortOrder: 1,
            basis: 'flat',
          },
        ],
      }),
    ]);
    const card = (await screen.findByRole('heading', { name: 'Snow clearing' })).closest('li');
    if (!card) throw new Error('service card not found');
    const options = within(card)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(options).toEqual([
      'One-time$0.050/sq ft of pavingNo volume discount',
      'Monthly$150.00/visit',
    ]);
  });

  it('keeps the dialog and the edits open with the reason when the save is refused', async () => {
    renderServices([buildService()], {
      'PUT /api/services/svc-1': {
        status: 400,
        body: { error: 'Weekly: Price per sq ft is too large' },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Lawn Mowing' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Remove Bi-weekly' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update Service' }));
    const error = await within(dialog()).findByRole('alert');
    expect(error.textContent).toBe(
      'Weekly: Price per sq ft is too large. Your saved service and its prices are unchanged.',
    );
    // The owner's edit (Bi-weekly removed) is still in the form, ready to fix and retry.
    expect(within(dialog()).queryByRole('button', { name: 'Remove Bi-weekly' })).toBeNull();
    expect(within(dialog()).getByRole('button', { name: 'Remove Weekly' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Update Service' })).toBeTruthy();
  });

  it('asks before discarding edits, and closes at once when nothing changed', async () => {
    renderServices([buildService()]);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Lawn Mowing' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Edit Lawn Mowing' }));
    fill('Service Name *', 'Premium Mowing');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    const ask = screen.getByRole('alertdialog');
    expect(ask.textContent).toContain('You have unsaved changes to this service.');
    await userEvent.click(within(ask).getByRole('button', { name: 'Keep Editing' }));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Service Name *' }).value).toBe(
      'Premium Mowing',
    );

    await userEvent.click(within(dialog()).getByRole('button', { name: 'Close' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Discard Changes' }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('deactivates a service with one call that keeps its prices', async () => {
    const { api } = renderServices([buildService()], {
      'PUT /api/services/svc-1': { body: { service: buildService({ isActive: false }) } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate Lawn Mowing' }));
    expect(
      await screen.findByText(
        '"Lawn Mowing" is no longer offered to homeowners. Its prices are kept.',
      ),
    ).toBeTruthy();
    expect(api.callsTo('PUT /api/services/svc-1')[0]?.body).toEqual({
      name: 'Lawn Mowing',
      description: 'Mow and trim',
      isActive: false,
      sortOrder: 0,
    });
  });

  it('asks before deleting and reports the server error', async () => {
    renderServices([buildService()], {
      'DELETE /api/services/svc-1': { status: 409, body: { error: 'Service is in use' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Lawn Mowing' }));
    const confirm = screen.getByRole('alertdialog');
    expect(confirm.textContent).toContain('Are you sure you want to delete this service?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Service is in use');
  });

  it("shows the server message or 'Failed to fetch services' when loading fails", async () => {
    renderServices([], { 'GET /api/services': { status: 500, body: 'oops' } });
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to fetch services');
  });

  it('shows a review threshold the server refuses under its field, not in a toast', async () => {
    renderServices([], {
      'GET /api/review-settings': { body: { reviewThreshold: 0.6 } },
      'PUT /api/review-settings': {
        status: 400,
        body: { error: 'The review threshold must be between 0 and 1' },
      },
    });
    const threshold = await screen.findByLabelText('Review threshold');
    fireEvent.change(threshold, { target: { value: '0.7' } });
    const card = within(screen.getByRole('region', { name: 'Measurement Review' }));
    await userEvent.click(card.getByRole('button', { name: /save/i }));
    await waitFor(() => expect(threshold.getAttribute('aria-invalid')).toBe('true'));
    const ids = (threshold.getAttribute('aria-describedby') ?? '').split(' ');
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toContain(
      'The review threshold must be between 0 and 1',
    );
    expect(document.querySelector('.toast')).toBeNull();
  });
});
