import { ChevronDown, Download } from 'lucide-react';
import { Button } from './button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from './dropdown-menu';

export type CsvEncoding = 'utf8' | 'sjis';

/**
 * CSV出力 of what the list selects: UTF-8 with BOM (Excel opens it) or Shift_JIS for older tools.
 * Plain links, so the browser downloads the file itself with the name the server gives it.
 */
export function CsvExportMenu({ exportHref }: { exportHref: (encoding: CsvEncoding) => string }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">
          <Download aria-hidden />
          CSV出力
          <ChevronDown aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem asChild>
          <a href={exportHref('utf8')} download>
            CSV出力 (UTF-8)
          </a>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <a href={exportHref('sjis')} download>
            CSV出力 (Shift_JIS)
          </a>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
