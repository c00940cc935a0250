import { useCallback, useState } from 'react';

/**
 * Which menus of the top navigation are open: at most one sub-menu, and the collapsible masthead (below
 * desktop). Menus collapse on navigation and on a breakpoint change (product section 2): the state belongs to one
 * `resetKey` (page address and breakpoint) and reads as all closed once the key changes.
 */
export interface MenuState {
  readonly openMenu: string | null;
  readonly mastheadOpen: boolean;
  readonly setOpenMenu: (id: string | null) => void;
  /** Opens a dropdown that lives outside the collapsible masthead, which closes. */
  readonly openDropdownOnly: (id: string) => void;
  readonly setMastheadOpen: (open: boolean) => void;
  readonly closeAll: () => void;
}

interface Stored {
  readonly key: string;
  readonly openMenu: string | null;
  readonly mastheadOpen: boolean;
}

const closed = (key: string): Stored => ({ key, openMenu: null, mastheadOpen: false });

/** The reset key: a new breakpoint, or any navigation (a new page, or the same page with another query or hash). */
export function menuResetKey(locationKey: string, breakpoint: string): string {
  return `${breakpoint} ${locationKey}`;
}

export function useMenuState(resetKey: string): MenuState {
  const [stored, setStored] = useState<Stored>(() => closed(resetKey));
  const current = stored.key === resetKey ? stored : closed(resetKey);

  const update = useCallback(
    (change: (state: Stored) => Stored) =>
      setStored((previous) => change(previous.key === resetKey ? previous : closed(resetKey))),
    [resetKey],
  );

  return {
    openMenu: current.openMenu,
    mastheadOpen: current.mastheadOpen,
    setOpenMenu: useCallback((id) => update((state) => ({ ...state, openMenu: id })), [update]),
    openDropdownOnly: useCallback((id) => update((state) => ({ ...state, openMenu: id, mastheadOpen: false })), [update]),
    setMastheadOpen: useCallback(
      (open) => update((state) => ({ ...state, mastheadOpen: open, openMenu: null })),
      [update],
    ),
    closeAll: useCallback(() => setStored(closed(resetKey)), [resetKey]),
  };
}
