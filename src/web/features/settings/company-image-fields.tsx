import { useState } from 'react';
import type { CompanyProfile } from '@/core/contracts/settings';
import { ImageField, type ImageValue } from '@/web/components/ui/fields/image-field';
import type { FieldErrors } from '@/web/lib/form';

/** ロゴ and 印影 as the form holds them: uploaded as soon as chosen, saved with the form. */
export function useCompanyImages(company: CompanyProfile) {
  const [logo, setLogo] = useState<ImageValue>({ fileId: company.logoFileId, url: company.logoUrl });
  const [seal, setSeal] = useState<ImageValue>({ fileId: company.sealFileId, url: company.sealUrl });
  const [isLogoBusy, setLogoBusy] = useState(false);
  const [isSealBusy, setSealBusy] = useState(false);
  return { logo, seal, setLogo, setSeal, isLogoBusy, isSealBusy, setLogoBusy, setSealBusy, isUploading: isLogoBusy || isSealBusy };
}

export type CompanyImages = ReturnType<typeof useCompanyImages>;

/** `errors.images`: the save was tried while an upload was still running. */
type CompanyImageFieldsProps = { images: CompanyImages; errors: FieldErrors };

/** The seal is shown only to members of the company, never at a public URL. */
const sealUrlOf = (fileId: string) => `/api/private/files/${fileId}`;

export function CompanyImageFields({ images, errors }: CompanyImageFieldsProps) {
  return (
    <>
      <ImageField
        id="company-logo"
        label="ロゴ"
        value={images.logo}
        error={errors.logoFileId ?? (images.isLogoBusy ? errors.images : undefined)}
        onChange={images.setLogo}
        onBusyChange={images.setLogoBusy}
      />
      <div className="grid gap-2">
        <ImageField
          id="company-seal"
          label="印影"
          value={images.seal}
          error={errors.sealFileId ?? (images.isSealBusy ? errors.images : undefined)}
          urlOf={sealUrlOf}
          onChange={images.setSeal}
          onBusyChange={images.setSealBusy}
        />
        <p className="text-xs text-muted-foreground">背景が透明なPNGがおすすめです。社名に重ねて印字されます。</p>
      </div>
    </>
  );
}
