import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/web/components/ui/primitives/sheet';
import { SidebarNav, type SidebarNavProps } from './sidebar-nav';

type MobileSidebarProps = Omit<SidebarNavProps, 'isCollapsed' | 'onNavigate'> & {
  brandName: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
};

/** The sidebar as a slide-in sheet below md; choosing an item closes it. */
export function MobileSidebar({ brandName, isOpen, onOpenChange, ...navProps }: MobileSidebarProps) {
  function handleNavigate() {
    onOpenChange(false);
  }

  return (
    <Sheet open={isOpen} onOpenChange={onOpenChange}>
      <SheetContent closeButtonClassName="text-brand-foreground hover:bg-brand-foreground/15">
        <div className="flex h-14 shrink-0 items-center bg-brand px-4 pr-12 text-brand-foreground">
          <SheetTitle className="truncate text-base font-semibold">{brandName}</SheetTitle>
          <SheetDescription className="sr-only">メインメニュー</SheetDescription>
        </div>
        <SidebarNav {...navProps} isCollapsed={false} onNavigate={handleNavigate} />
      </SheetContent>
    </Sheet>
  );
}
