import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AnswerOf, call, keyOf, urlOf } from '#src/client/lib/endpoints.ts';
import { postWithProgress, type UploadOptions } from '#src/client/lib/upload.ts';
import type { UnitTypeImage } from '#src/shared/contracts/catalog.ts';

export interface UploadImagesInput extends UploadOptions {
  unitTypeId: number;
  description: string;
  images: readonly File[];
}

/** After a change, the unit type's pictures are refetched: this page's grid and the week carousels. */
function useRefreshImages() {
  const queryClient = useQueryClient();
  return (unitTypeId: number) =>
    queryClient.invalidateQueries({
      queryKey: keyOf('GET /api/vidanta/unit-type-images/:unitTypeId', { params: { unitTypeId } }),
    });
}

const upload = 'POST /api/vidanta/unit-type-images';

/** POST /api/vidanta/unit-type-images (multipart: images, unitTypeId, description). */
export function useUploadUnitTypeImages() {
  const refresh = useRefreshImages();
  return useMutation({
    mutationFn: ({ unitTypeId, description, images, onProgress, signal }: UploadImagesInput) => {
      const body = new FormData();
      body.append('unitTypeId', String(unitTypeId));
      if (description.trim()) body.append('description', description.trim());
      for (const image of images) body.append('images', image, image.name);
      return postWithProgress<AnswerOf<typeof upload>>(urlOf(upload), body, { onProgress, signal });
    },
    onSuccess: (_created, { unitTypeId }) => refresh(unitTypeId),
  });
}

/** DELETE /api/vidanta/unit-type-images/{id} */
export function useRemoveUnitTypeImage() {
  const refresh = useRefreshImages();
  return useMutation({
    mutationFn: (image: Pick<UnitTypeImage, 'id' | 'unitTypeId'>) =>
      call('DELETE /api/vidanta/unit-type-images/:id', { params: { id: image.id } }),
    onSettled: (_ok, _error, image) => refresh(image.unitTypeId),
  });
}
