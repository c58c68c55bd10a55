import { useCallback, useId, useState, type MouseEvent } from 'react';
import { preloadNavMenus } from './lazyNavMenus';

/**
 * Open state and the ids that tie a menu button to its menu (aria-controls / aria-labelledby). The menu is
 * mounted from its first opening on (`mounted`), so it loads on demand and then closes with its transition.
 */
export function useMenuAnchor() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [mounted, setMounted] = useState(false);
  const baseId = useId();
  const open = anchor !== null;
  const openMenu = useCallback((event: MouseEvent<HTMLElement>) => {
    setMounted(true);
    setAnchor(event.currentTarget);
  }, []);
  const closeMenu = useCallback(() => setAnchor(null), []);
  const buttonId = `${baseId}-button`;
  const menuId = `${baseId}-menu`;
  return {
    anchor,
    open,
    mounted,
    openMenu,
    closeMenu,
    buttonProps: {
      id: buttonId,
      'aria-haspopup': 'menu' as const,
      'aria-controls': open ? menuId : undefined,
      'aria-expanded': open ? ('true' as const) : undefined,
      onPointerEnter: preloadNavMenus,
      onFocus: preloadNavMenus,
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
