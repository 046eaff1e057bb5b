import { ChevronDown, Download } from 'lucide-react';
import { toast } from 'sonner';
import { errorMessage } from '@/web/lib/api';
import { downloadFile } from '@/web/lib/download-file';
import { replacedCharactersNotice } from '@/web/lib/replaced-characters';
import { Button } from '../primitives/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../primitives/dropdown-menu';

export type CsvEncoding = 'utf8' | 'sjis';

const encodingLabels: Record<CsvEncoding, string> = { utf8: 'UTF-8', sjis: 'Shift_JIS' };

/**
 * CSV出力 of what the list selects: UTF-8 with BOM (Excel opens it) or Shift_JIS for older tools.
 * Fetched rather than a plain link, so that characters Shift_JIS lacked (written as 〓) are told.
 */
export function CsvExportMenu({ exportHref }: { exportHref: (encoding: CsvEncoding) => string }) {
  const handleExport = async (encoding: CsvEncoding) => {
    try {
      const headers = await downloadFile(exportHref(encoding), 'export.csv');
      const notice = replacedCharactersNotice(headers);
      if (notice) toast.warning(notice.title, { description: notice.description });
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

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
        {(['utf8', 'sjis'] as const).map((encoding) => (
          <DropdownMenuItem key={encoding} onSelect={() => void handleExport(encoding)}>
            CSV出力 ({encodingLabels[encoding]})
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
