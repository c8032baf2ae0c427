import { describe, expect, it } from 'vitest';
import { apiUrl, createTestClient, http, HttpResponse, useTestServer } from './testing/msw-server';

const server = useTestServer();

type Field = string | { name: string; size: number; type: string };

/** Records each multipart request's fields (files by their size and type). */
function receiveForm(path: string, answer: unknown) {
  const forms: Record<string, Field>[] = [];
  server.use(
    http.post(apiUrl(path), async ({ request }) => {
      expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
      const form = await request.formData();
      const fields: Record<string, Field> = {};
      form.forEach((value, key) => {
        fields[key] =
          typeof value === 'string' ? value : { name: key, size: value.size, type: value.type };
      });
      forms.push(fields);
      return HttpResponse.json(answer as never);
    }),
  );
  return forms;
}

const jpeg = (bytes: number) => new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' });

describe('profile photo upload', () => {
  it('sends one field, file', async () => {
    const forms = receiveForm('/users/me/profile/photo', { profilePhotoUrl: '/p/ana.jpg' });
    await createTestClient().profile.uploadPhoto(jpeg(2048));
    expect(forms).toEqual([{ file: { name: 'file', size: 2048, type: 'image/jpeg' } }]);
  });

  it('reports upload progress as fractions from 0 to 1, ending on 1', async () => {
    receiveForm('/users/me/profile/photo', {});
    const fractions: number[] = [];
    await createTestClient().profile.uploadPhoto(jpeg(256 * 1024), {
      onProgress: (fraction) => fractions.push(fraction),
    });
    // axios reports the bytes as they go out, then the answer completes the upload
    expect(fractions[0]).toBeGreaterThanOrEqual(0);
    expect(fractions[0]).toBeLessThan(1);
    expect(fractions.every((fraction) => fraction >= 0 && fraction <= 1)).toBe(true);
    expect(fractions).toEqual([...new Set(fractions)].sort((a, b) => a - b));
    expect(fractions.at(-1)).toBe(1);
  });

  it("fails with 'Failed to upload photo: {status}'", async () => {
    server.use(
      http.post(apiUrl('/users/me/profile/photo'), () => HttpResponse.json({}, { status: 413 })),
    );
    await expect(createTestClient().profile.uploadPhoto(jpeg(10))).rejects.toThrow(
      'Failed to upload photo: 413',
    );
  });
});

describe('group photo share', () => {
  it('sends photo, caption, photoType and groupId, and answers the new id', async () => {
    const forms = receiveForm('/groups/4/photos', { id: 31 });
    const created = await createTestClient().groups.photos.share(4, {
      photo: jpeg(100),
      caption: 'Oats and berries',
      photoType: 'Meal',
    });
    expect(created).toEqual({ id: 31 });
    expect(forms).toEqual([
      {
        photo: { name: 'photo', size: 100, type: 'image/jpeg' },
        caption: 'Oats and berries',
        photoType: 'Meal',
        groupId: '4',
      },
    ]);
  });

  it('adds challengeId when the photo belongs to a challenge, and defaults the type to Meal', async () => {
    const forms = receiveForm('/groups/4/photos', { id: 32 });
    await createTestClient().groups.photos.share(4, { photo: jpeg(1), challengeId: 9 });
    expect(forms[0]).toMatchObject({
      caption: '',
      photoType: 'Meal',
      groupId: '4',
      challengeId: '9',
    });
  });

  it('reports upload progress', async () => {
    receiveForm('/groups/4/photos', { id: 33 });
    const fractions: number[] = [];
    await createTestClient().groups.photos.share(
      4,
      { photo: jpeg(128 * 1024), photoType: 'Progress' },
      { onProgress: (fraction) => fractions.push(fraction) },
    );
    expect(fractions[0]).toBeLessThan(1);
    expect(fractions.filter((fraction) => fraction === 1)).toHaveLength(1);
    expect(fractions.at(-1)).toBe(1);
  });
});
