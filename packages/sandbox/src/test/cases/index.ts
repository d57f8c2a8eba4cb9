import { catalogCases } from './catalog';
import { peopleCases } from './people';
import { placeCases } from './places';
import type { OperationCases } from './types';

export const operationCases: OperationCases = { ...catalogCases, ...peopleCases, ...placeCases };
export type { OperationCase } from './types';
