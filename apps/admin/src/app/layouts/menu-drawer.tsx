import { Button } from '@shop/ui/button';
import { Drawer, DrawerContent, DrawerTrigger } from '@shop/ui/drawer';
import { Menu } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { messages } from '../../config/messages';
import { MainMenu } from './side-menu';

/**
 * Below 1280 px the side menu would take the screen's width (62% of a phone): a 'Меню' button
 * opens it as a drawer instead, which closes once a link has taken the user elsewhere.
 */
export function MenuDrawer() {
  const [isOpen, setIsOpen] = useState(false);
  const { key } = useLocation();
  // A navigation (a menu link, back/forward) while the drawer is open closes it.
  const [openedAt, setOpenedAt] = useState(key);
  if (openedAt !== key) {
    setOpenedAt(key);
    if (isOpen) setIsOpen(false);
  }

  return (
    <Drawer open={isOpen} onOpenChange={setIsOpen}>
      <DrawerTrigger asChild>
        <Button variant="ghost" className="xl:hidden">
          <Menu aria-hidden="true" />
          {messages.app.menu}
        </Button>
      </DrawerTrigger>
      <DrawerContent title={messages.app.mainMenu} closeLabel={messages.app.closeMenu}>
        <MainMenu />
      </DrawerContent>
    </Drawer>
  );
}
