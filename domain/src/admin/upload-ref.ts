import { z } from 'zod';

export const UPLOAD_ID_PATTERN = /^up-[A-Za-z0-9_-]{8,64}$/;

/** An uploaded picture: its upload id, or the URL of one of its widths (as the spec sends "image URL"). */
export const uploadRef = (message: string) =>
  z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      const match = /(?:^|\/)(up-[A-Za-z0-9_-]{8,64}?)(?:-\d+\.webp)?$/.exec(value.trim());
      return match ? match[1] : value;
    },
    z.string({ message }).regex(UPLOAD_ID_PATTERN, message),
  );
