import { QueryClient, useQueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { QueryClientSlot, QueryClientSlotProvider, useLoadedQueryClient } from './query-client-slot';

describe('the query cache, loaded when first needed', () => {
  it('is created once, however many ask for it at the same time', async () => {
    const client = new QueryClient();
    const create = vi.fn(() => Promise.resolve(client));
    const slot = new QueryClientSlot(create);

    expect(slot.current).toBeNull();
    const [first, second] = await Promise.all([slot.load(), slot.load()]);
    await slot.load();

    expect(create).toHaveBeenCalledTimes(1);
    expect(first).toBe(client);
    expect(second).toBe(client);
    expect(slot.current).toBe(client);
  });

  it('is tried again after a load that failed (its code could not be downloaded)', async () => {
    const client = new QueryClient();
    const create = vi.fn<() => Promise<QueryClient>>().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    create.mockResolvedValueOnce(client);
    const slot = new QueryClientSlot(create);

    await expect(slot.load()).rejects.toThrow('Failed to fetch');
    expect(slot.current).toBeNull();
    await expect(slot.load()).resolves.toBe(client);
    expect(create).toHaveBeenCalledTimes(2);
  });

  it('reaches the pages through the query library’s own context once loaded, re-rendering them then', async () => {
    const client = new QueryClient();
    const slot = new QueryClientSlot(() => Promise.resolve(client));
    function Reader() {
      const loaded = useLoadedQueryClient();
      return <p>{loaded === client ? 'loaded' : 'not yet'}</p>;
    }
    function HookUser() {
      return <p>{useQueryClient() === client ? 'hooks see it' : 'hooks see another'}</p>;
    }

    render(
      <QueryClientSlotProvider slot={slot}>
        <Reader />
      </QueryClientSlotProvider>,
    );
    expect(screen.getByText('not yet')).toBeInTheDocument();

    await act(() => slot.load());
    expect(screen.getByText('loaded')).toBeInTheDocument();

    render(
      <QueryClientSlotProvider slot={slot}>
        <HookUser />
      </QueryClientSlotProvider>,
    );
    expect(screen.getByText('hooks see it')).toBeInTheDocument();
  });
});
