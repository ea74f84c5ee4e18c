import { z } from 'zod';
import { STAFF_ACCESS } from '../permissions';
import { errorResponse, idParam, okResponse } from './common';
import {
  contract,
  contractType,
  createContractInput,
  ownerContractsQuery,
  ownerContractsResponse,
} from './contracts';
import { endpoint } from './endpoint';
import { contractsQuery, contractsResponse, staffContract, updateContractInput, userIdParam } from './staff';

const errors = { '4xx': errorResponse } as const;

/** Owners' contracts, and the staff's view and edits of every contract. */
export const contractsEndpoints = {
  types: endpoint({
    method: 'GET',
    path: '/api/contract-types',
    access: 'signedIn',
    response: { 200: z.array(contractType) },
  }),
  /** Staff may name the owner with `userId`; anyone else files their own. */
  create: endpoint({
    method: 'POST',
    path: '/api/contracts',
    access: 'active',
    body: createContractInput,
    response: { 201: contract, ...errors },
  }),
  mine: endpoint({
    method: 'GET',
    path: '/api/contracts/user',
    access: 'signedIn',
    query: ownerContractsQuery,
    response: { 200: ownerContractsResponse, ...errors },
  }),
  devList: endpoint({
    method: 'GET',
    path: '/api/dev/contracts',
    access: STAFF_ACCESS.listDevContracts,
    query: contractsQuery,
    response: { 200: contractsResponse, ...errors },
  }),
  managerList: endpoint({
    method: 'GET',
    path: '/api/manager/contracts',
    access: STAFF_ACCESS.listAllContracts,
    query: contractsQuery,
    response: { 200: contractsResponse, ...errors },
  }),
  ofUser: endpoint({
    method: 'GET',
    path: '/api/contracts/byuser/:userId',
    access: STAFF_ACCESS.listContractsOfUser,
    params: userIdParam,
    response: { 200: z.array(staffContract), ...errors },
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/contracts/:id',
    access: STAFF_ACCESS.editContract,
    params: idParam,
    body: updateContractInput,
    response: { 200: staffContract, ...errors },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/contracts/:id',
    access: 'signedIn',
    params: idParam,
    response: { 200: okResponse, ...errors },
  }),
};
