import type { Document } from '@firestore-emulator/proto/dist/google/firestore/v1/document';
import { projectFields } from './field-path';
import type { StoredDoc } from './store';
import { fieldsToObject, type Ts } from './values';

/** The object shape the generated `fromObject` factories accept for a Document. */
export type DocumentObject = Parameters<typeof Document.fromObject>[0];

export const tsObject = (ts: Ts) => ({ seconds: ts.seconds, nanos: ts.nanos });

/** A stored document as a response object, optionally limited to a field mask. */
export function documentObject(doc: StoredDoc, mask?: readonly string[]): DocumentObject {
  return {
    name: doc.name,
    fields: fieldsToObject(mask ? projectFields(doc.fields, mask) : doc.fields),
    create_time: tsObject(doc.createTime),
    update_time: tsObject(doc.updateTime),
  };
}
