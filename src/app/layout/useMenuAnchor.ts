import { useCallback, useId, useState, type MouseEvent } from 'react';

/** Open state and the ids that tie a menu button to its menu (aria-controls / aria-labelledby). */
export function useMenuAnchor() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const baseId = useId();
  const open = anchor !== null;
  const openMenu = useCallback((event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget), []);
  const closeMenu = useCallback(() => setAnchor(null), []);
  const buttonId = `${baseId}-button`;
  const menuId = `${baseId}-menu`;
  return {
    anchor,
    open,
    openMenu,
    closeMenu,
    buttonProps: {
      id: buttonId,
      'aria-haspopup': 'menu' as const,
      'aria-controls': open ? menuId : undefined,
      'aria-expanded': open ? ('true' as const) : undefined,
    },
    menuProps: {
      id: menuId,
      anchorEl: anchor,
      open,
      onClose: closeMenu,
      slotProps: { list: { 'aria-labelledby': buttonId } },
    },
  };
}
