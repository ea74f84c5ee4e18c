import { errorResponse, idParam, okResponse } from './common';
import {
  conversationDetail,
  conversationPage,
  conversationQuery,
  conversationsQuery,
  messageInput,
  sentMessage,
  startConversationInput,
  unreadCount,
} from './conversations';
import { endpoint } from './endpoint';

const errors = { '4xx': errorResponse, '5xx': errorResponse };

/** Conversations between a renter and an owner about a week or a booking (decision 060). */
export const conversationsEndpoints = {
  getConversations: endpoint({
    method: 'GET',
    path: '/api/conversations',
    access: 'signedIn',
    query: conversationsQuery,
    response: { 200: conversationPage, ...errors },
  }),
  getConversationsUnread: endpoint({
    method: 'GET',
    path: '/api/conversations/unread',
    access: 'signedIn',
    response: { 200: unreadCount, ...errors },
  }),
  postConversations: endpoint({
    method: 'POST',
    path: '/api/conversations',
    access: 'signedIn',
    body: startConversationInput,
    response: { 201: sentMessage, ...errors },
  }),
  getConversationsById: endpoint({
    method: 'GET',
    path: '/api/conversations/:id',
    access: 'signedIn',
    params: idParam,
    query: conversationQuery,
    response: { 200: conversationDetail, ...errors },
  }),
  postConversationsMessages: endpoint({
    method: 'POST',
    path: '/api/conversations/:id/messages',
    access: 'signedIn',
    params: idParam,
    body: messageInput,
    response: { 201: sentMessage, ...errors },
  }),
  postConversationsRead: endpoint({
    method: 'POST',
    path: '/api/conversations/:id/read',
    access: 'signedIn',
    params: idParam,
    response: { 200: okResponse, ...errors },
  }),
};
