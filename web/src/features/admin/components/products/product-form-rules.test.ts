import { describe, expect, it } from 'vitest';
import { PRODUCT_MESSAGES } from '@boi/domain/admin/products';
import {
  createProductInput,
  emptyProductForm,
  NO_BOOK_FAIR,
  productFormRules,
  updateProductInput,
  type ProductFormValues,
} from './product-form-rules';

const file = (name: string, size = 1000) => new File([new Uint8Array(size)], name);

function errorsOf(mode: 'add' | 'update', values: ProductFormValues) {
  const rules = productFormRules(mode);
  return Object.fromEntries(
    Object.entries(rules)
      .map(([key, rule]) => [
        key,
        (rule as (v: unknown) => string | null)(values[key as keyof ProductFormValues]),
      ])
      .filter(([, message]) => message !== null),
  );
}

const filled: ProductFormValues = {
  ...emptyProductForm(),
  nameB: 'পথের পাঁচালী',
  nameE: 'Pather Panchali',
  price: 350,
  quantity: 12,
  status: 'in-stock',
  category: 'cat1',
  writer: 'writer1',
  publication: 'pub1',
  bookFair: NO_BOOK_FAIR,
  productTags: ['novel'],
  picture: file('cover.PNG'),
};

describe('Add Product / Update Book rules (spec §5)', () => {
  it('an empty Add Product form names every required field with the spec messages', () => {
    expect(errorsOf('add', emptyProductForm())).toEqual({
      nameB: PRODUCT_MESSAGES.nameB,
      price: PRODUCT_MESSAGES.price,
      quantity: PRODUCT_MESSAGES.quantity,
      status: 'Please Select Product Status',
      category: 'Please Select A Category Name',
      writer: 'Please Select Product Writer',
      publication: 'Please Select Product Publication',
      bookFair: PRODUCT_MESSAGES.bookFair,
      picture: 'please provide one book picture',
    });
  });

  it('a filled form passes; more than five tags and bad pictures are refused', () => {
    expect(errorsOf('add', filled)).toEqual({});
    expect(errorsOf('add', { ...filled, productTags: ['a', 'b', 'c', 'd', 'e', 'f'] })).toEqual({
      productTags: '5 Tags more than not allowed',
    });
    expect(errorsOf('add', { ...filled, picture: file('cover.gif') }).picture).toBe(
      'Product Picture is not valid',
    );
    expect(errorsOf('add', { ...filled, picture: file('cover.webp', 5_000_001) }).picture).toBe(
      'Product Picture size 5MB more than not allowed',
    );
  });

  it('Update Book needs the English name but no new picture', () => {
    expect(errorsOf('update', { ...filled, nameE: ' ', picture: null })).toEqual({
      nameE: PRODUCT_MESSAGES.nameE,
    });
  });

  it('builds the callable inputs: none → null, blank tags dropped, the upload id as image', () => {
    const input = createProductInput({ ...filled, productTags: ['novel', ' '] }, 'up-abcdefgh12');
    expect(input).toMatchObject({
      bookFair: null,
      productTags: ['novel'],
      image: 'up-abcdefgh12',
      price: 350,
    });
    expect(updateProductInput('b1', { ...filled, bookFair: '2023' }, undefined)).not.toHaveProperty(
      'image',
    );
  });
});
