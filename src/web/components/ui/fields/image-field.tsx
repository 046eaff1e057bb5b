import { ImageOff } from 'lucide-react';
import { Button } from '../primitives/button';
import { FieldError } from '../primitives/field';
import { FileUpload } from './file-upload';

export type ImageValue = { fileId: string | null; url: string | null };

type ImageFieldProps = {
  id: string;
  label: string;
  value: ImageValue;
  error?: string;
  /** Where the preview of a new upload is read: the public URL unless the image is private (the seal). */
  urlOf?: (fileId: string) => string;
  onChange: (value: ImageValue) => void;
  onBusyChange?: (isBusy: boolean) => void;
};

const publicUrlOf = (fileId: string) => `/api/public/files/${fileId}`;

/** An image with its preview: uploaded (resumably) as soon as it is chosen, or removed. */
export function ImageField({ id, label, value, error, urlOf = publicUrlOf, onChange, onBusyChange }: ImageFieldProps) {
  return (
    <div className="grid gap-3 sm:grid-cols-[6rem_minmax(0,1fr)] sm:items-start">
      <div className="flex size-24 items-center justify-center overflow-hidden rounded-lg border bg-muted">
        {value.url ? (
          <img src={value.url} alt={`${label}のプレビュー`} className="size-full object-cover" />
        ) : (
          <ImageOff aria-hidden className="size-6 text-muted-foreground" />
        )}
      </div>
      <div className="grid gap-2">
        <FileUpload
          id={id}
          label={label}
          hint="JPEG・PNG・GIF・WebP、10MBまで"
          onUploaded={(fileId) => onChange({ fileId, url: urlOf(fileId) })}
          onBusyChange={onBusyChange}
        />
        {value.fileId && (
          <Button
            variant="link"
            size="sm"
            className="justify-self-start text-destructive"
            onClick={() => onChange({ fileId: null, url: null })}
          >
            画像を外す
          </Button>
        )}
        <FieldError error={error} />
      </div>
    </div>
  );
}
