import { Download } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/web/components/ui/primitives/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/web/components/ui/primitives/card';
import { errorMessage } from '@/web/lib/api';
import { downloadFile } from '@/web/lib/download-file';

/**
 * データの書き出し: every table of the company as CSV and JSON, its images and the PDF of each
 * issued document, in one ZIP. Fetched rather than a plain link, so that the button can say
 * 作成中 until the file is there and a refusal is shown as a message, not a page of JSON.
 */
export function DataExportCard() {
  const [isPending, setPending] = useState(false);

  async function handleExport() {
    setPending(true);
    try {
      await downloadFile('/api/settings/export', 'company-data.zip');
      toast.success('データを書き出しました。ZIPの中の README.txt に各ファイルの説明があります');
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setPending(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>データの書き出し</CardTitle>
        <CardDescription>
          顧客・商品・帳票・入金・操作履歴などすべてのデータ（CSVとJSON）と、画像、発行済み帳票のPDFを1つのZIPファイルでダウンロードします。
          パスワードなどログインのための情報は含まれません。
        </CardDescription>
      </CardHeader>
      {isPending && (
        <CardContent>
          <p role="status" className="text-sm">
            ZIPを作成しています。データが多いと数分かかることがあります。
          </p>
        </CardContent>
      )}
      <CardFooter className="justify-end">
        <Button variant="outline" disabled={isPending} onClick={() => void handleExport()}>
          <Download aria-hidden />
          {isPending ? '作成中...' : 'データの書き出し'}
        </Button>
      </CardFooter>
    </Card>
  );
}
