import { catalogCases } from './catalog';
import { operationsCases } from './operations';
import { placesCases } from './places';
import type { ContractCases } from './types';

export const contractCases: ContractCases = { ...catalogCases, ...operationsCases, ...placesCases };
export type { CaseContext, ContractCase, CallResult } from './types';
