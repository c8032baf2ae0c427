import { useEffect, useState } from 'react';

/**
 * A chosen photo as a data URL for its preview, read in the background (nothing to release, so
 * it survives React's double effects); undefined until read, and for no photo.
 */
export function usePreviewUrl(photo: Blob | null): string | undefined {
  const [read, setRead] = useState<{ photo: Blob; url: string } | null>(null);
  useEffect(() => {
    if (!photo) return;
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') setRead({ photo, url: reader.result });
    };
    reader.readAsDataURL(photo);
    return () => reader.abort();
  }, [photo]);
  return read && read.photo === photo ? read.url : undefined;
}
