import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLFormattedError } from 'graphql';
import { translatedError } from '../error-language';
import { requestLanguage } from '../i18n';

/**
 * GraphQL errors in the request's language (Accept-Language, else the signed-in user's, else English): each error's
 * message and its extensions.errors' messages, after formatError has shaped them; extensions.code never changes.
 */
export const errorLanguage: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async willSendResponse({ request, response, contextValue }) {
        const body = response.body;
        if (body.kind !== 'single' || !body.singleResult.errors?.length) return;
        const viewer = (contextValue as { viewer?: { language?: string | null } | null } | undefined)?.viewer;
        const lang = requestLanguage(request.http?.headers.get('accept-language'), viewer?.language);
        if (lang === 'en') return;
        body.singleResult.errors = body.singleResult.errors.map((e): GraphQLFormattedError => {
          const extensions = e.extensions?.errors ? { ...e.extensions, errors: translatedError({ errors: e.extensions.errors }, lang).errors } : e.extensions;
          return { ...e, message: translatedError({ message: e.message }, lang).message as string, ...(extensions ? { extensions } : {}) };
        });
      },
    };
  },
};
