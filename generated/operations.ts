// Generated from openapi.yaml by `npm run generate`. Do not edit by hand.
import type { OperationMeta } from '../src/http/operation-meta';

export const operations = [
  {
    "operationId": "addContactListMembers",
    "method": "post",
    "path": "/api/v1/contact-lists/{listId}/members",
    "fullPath": "/api/v1/contact-lists/{listId}/members",
    "tag": "Contacts",
    "surface": "api",
    "auth": "bearer",
    "scope": "contacts:write",
    "feature": "emailDistribution",
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "listId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "Idempotency-Key",
        "in": "header",
        "required": false,
        "kind": "string"
      }
    ],
    "body": {
      "required": true,
      "contentTypes": [
        "application/json"
      ]
    },
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "Idempotency-Replayed",
            "required": false
          },
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "409": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "413": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "415": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "addSurveyInstrument",
    "method": "post",
    "path": "/api/v1/surveys/{surveyId}/instruments",
    "fullPath": "/api/v1/surveys/{surveyId}/instruments",
    "tag": "Instruments",
    "surface": "api",
    "auth": "bearer",
    "scope": "instruments:write",
    "feature": "instruments",
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "surveyId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "Idempotency-Key",
        "in": "header",
        "required": false,
        "kind": "string"
      }
    ],
    "body": {
      "required": true,
      "contentTypes": [
        "application/json"
      ]
    },
    "responses": {
      "201": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "Idempotency-Replayed",
            "required": false
          },
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Location",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "409": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "413": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "415": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "analyzeHealthCheck",
    "method": "post",
    "path": "/api/health-check/analyze",
    "fullPath": "/api/health-check/analyze",
    "tag": "Health check",
    "surface": "health-check",
    "auth": "none",
    "scope": null,
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [],
    "body": {
      "required": true,
      "contentTypes": [
        "application/json"
      ]
    },
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "X-RateLimit-Limit",
            "required": true
          },
          {
            "name": "X-RateLimit-Remaining",
            "required": true
          },
          {
            "name": "X-RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "X-RateLimit-Limit",
            "required": true
          },
          {
            "name": "X-RateLimit-Remaining",
            "required": true
          },
          {
            "name": "X-RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "X-RateLimit-Limit",
            "required": true
          },
          {
            "name": "X-RateLimit-Remaining",
            "required": true
          },
          {
            "name": "X-RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          }
        ]
      },
      "503": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "answerDebriefSession",
    "method": "post",
    "path": "/api/collect/v1/debriefs/{debriefId}/sessions/{debriefSessionId}/answers",
    "fullPath": "/api/collect/v1/debriefs/{debriefId}/sessions/{debriefSessionId}/answers",
    "tag": "Collect",
    "surface": "respondent",
    "auth": "session",
    "scope": null,
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "debriefId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "debriefSessionId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      }
    ],
    "body": {
      "required": true,
      "contentTypes": [
        "application/json"
      ]
    },
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "409": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "413": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "415": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "askSurvey",
    "method": "post",
    "path": "/api/v1/surveys/{surveyId}/ask",
    "fullPath": "/api/v1/surveys/{surveyId}/ask",
    "tag": "Analytics",
    "surface": "api",
    "auth": "bearer",
    "scope": "analytics:read",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "surveyId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "Idempotency-Key",
        "in": "header",
        "required": false,
        "kind": "string"
      }
    ],
    "body": {
      "required": true,
      "contentTypes": [
        "application/json"
      ]
    },
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "Idempotency-Replayed",
            "required": false
          },
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "409": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "413": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "415": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "checkClaim",
    "method": "post",
    "path": "/api/v1/surveys/{surveyId}/claim-check",
    "fullPath": "/api/v1/surveys/{surveyId}/claim-check",
    "tag": "Analytics",
    "surface": "api",
    "auth": "bearer",
    "scope": "analytics:read",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "surveyId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "Idempotency-Key",
        "in": "header",
        "required": false,
        "kind": "string"
      }
    ],
    "body": {
      "required": true,
      "contentTypes": [
        "application/json"
      ]
    },
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "Idempotency-Replayed",
            "required": false
          },
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "409": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "413": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "415": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "closeDebrief",
    "method": "post",
    "path": "/api/v1/debriefs/{debriefId}/close",
    "fullPath": "/api/v1/debriefs/{debriefId}/close",
    "tag": "Debriefs",
    "surface": "api",
    "auth": "bearer",
    "scope": "debriefs:write",
    "feature": "debriefs",
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "debriefId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "Idempotency-Key",
        "in": "header",
        "required": false,
        "kind": "string"
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "Idempotency-Replayed",
            "required": false
          },
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "409": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "comparePhrasings",
    "method": "post",
    "path": "/api/v1/surveys/{surveyId}/pretest/compare",
    "fullPath": "/api/v1/surveys/{surveyId}/pretest/compare",
    "tag": "Analytics",
    "surface": "api",
    "auth": "bearer",
    "scope": "surveys:read",
    "feature": "variantTesting",
    "permission": null,
    "rateLimit": {
      "name": "pretest",
      "per": "organization",
      "detail": "This organisation may run {limit} pretest comparisons a minute"
    },
    "bodyLimit": "default",
    "params": [
      {
        "name": "surveyId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "Idempotency-Key",
        "in": "header",
        "required": false,
        "kind": "string"
      }
    ],
    "body": {
      "required": true,
      "contentTypes": [
        "application/json"
      ]
    },
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "Idempotency-Replayed",
            "required": false
          },
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "402": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "409": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "413": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "415": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "502": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "completeDebriefSession",
    "method": "post",
    "path": "/api/collect/v1/debriefs/{debriefId}/sessions/{debriefSessionId}/complete",
    "fullPath": "/api/collect/v1/debriefs/{debriefId}/sessions/{debriefSessionId}/complete",
    "tag": "Collect",
    "surface": "respondent",
    "auth": "session",
    "scope": null,
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "debriefId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "debriefSessionId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "409": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "completeSession",
    "method": "post",
    "path": "/api/collect/v1/sessions/{sessionId}/complete",
    "fullPath": "/api/collect/v1/sessions/{sessionId}/complete",
    "tag": "Collect",
    "surface": "respondent",
    "auth": "session",
    "scope": null,
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "sessionId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "409": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": true
  },
  {
    "operationId": "copySurvey",
    "method": "post",
    "path": "/api/v1/surveys/{surveyId}/copy",
    "fullPath": "/api/v1/surveys/{surveyId}/copy",
    "tag": "Surveys",
    "surface": "api",
    "auth": "bearer",
    "scope": "surveys:write",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "surveyId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "Idempotency-Key",
        "in": "header",
        "required": false,
        "kind": "string"
      }
    ],
    "body": {
      "required": false,
      "contentTypes": [
        "application/json"
      ]
    },
    "responses": {
      "201": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "Idempotency-Replayed",
            "required": false
          },
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Location",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "409": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "413": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "415": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "correctResponse",
    "method": "patch",
    "path": "/api/v1/responses/{responseId}",
    "fullPath": "/api/v1/responses/{responseId}",
    "tag": "Responses",
    "surface": "api",
    "auth": "bearer",
    "scope": "responses:write",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "responseId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "If-Match",
        "in": "header",
        "required": false,
        "kind": "string"
      }
    ],
    "body": {
      "required": true,
      "contentTypes": [
        "application/json"
      ]
    },
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "ETag",
            "required": true
          },
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "412": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "ETag",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "413": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "415": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": {
      "ignores": []
    },
    "precondition": "getResponse",
    "cors": false
  },
  {
    "operationId": "createArm",
    "method": "post",
    "path": "/api/v1/surveys/{surveyId}/calibration/arms",
    "fullPath": "/api/v1/surveys/{surveyId}/calibration/arms",
    "tag": "Calibration",
    "surface": "api",
    "auth": "bearer",
    "scope": "calibration:write",
    "feature": "variantTesting",
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "surveyId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "Idempotency-Key",
        "in": "header",
        "required": false,
        "kind": "string"
      }
    ],
    "body": {
      "required": true,
      "contentTypes": [
        "application/json"
      ]
    },
    "responses": {
      "201": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "Idempotency-Replayed",
            "required": false
          },
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Location",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "409": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "413": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "415": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "createCollector",
    "method": "post",
    "path": "/api/v1/surveys/{surveyId}/collectors",
    "fullPath": "/api/v1/surveys/{surveyId}/collectors",
    "tag": "Collectors",
    "surface": "api",
    "auth": "bearer",
    "scope": "collectors:write",
    "feature": "namedCollectors",
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "surveyId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "Idempotency-Key",
        "in": "header",
        "required": false,
        "kind": "string"
      }
    ],
    "body": {
      "required": true,
      "contentTypes": [
        "application/json"
      ]
    },
    "responses": {
      "201": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "Idempotency-Replayed",
            "required": false
          },
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Location",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "409": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "413": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "415": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "createContact",
    "method": "post",
    "path": "/api/v1/contacts",
    "fullPath": "/api/v1/contacts",
    "tag": "Contacts",
    "surface": "api",
    "auth": "bearer",
    "scope": "contacts:write",
    "feature": "emailDistribution",
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "Idempotency-Key",
        "in": "header",
        "required": false,
        "kind": "string"
      }
    ],
    "body": {
      "required": true,
      "contentTypes": [
        "application/json"
      ]
    },
    "responses": {
      "201": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "Idempotency-Replayed",
            "required": false
          },
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Location",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "409": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "413": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "415": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "createContactList",
    "method": "post",
    "path": "/api/v1/contact-lists",
    "fullPath": "/api/v1/contact-lists",
    "tag": "Contacts",
    "surface": "api",
    "auth": "bearer",
    "scope": "contacts:write",
    "feature": "emailDistribution",
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "Idempotency-Key",
        "in": "header",
        "required": false,
        "kind": "string"
      }
    ],
    "body": {
      "required": true,
      "contentTypes": [
        "application/json"
      ]
    },
    "responses": {
      "201": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "Idempotency-Replayed",
            "required": false
          },
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Location",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "409": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "413": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "415": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "createDebrief",
    "method": "post",
    "path": "/api/v1/surveys/{surveyId}/debriefs",
    "fullPath": "/api/v1/surveys/{surveyId}/debriefs",
    "tag": "Debriefs",
    "surface": "api",
    "auth": "bearer",
    "scope": "debriefs:write",
    "feature": "debriefs",
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "surveyId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "Idempotency-Key",
        "in": "header",
        "required": false,
        "kind": "string"
      }
    ],
    "body": {
      "required": true,
      "contentTypes": [
        "application/json"
      ]
    },
    "responses": {
      "201": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "Idempotency-Replayed",
            "required": false
          },
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Location",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "409": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "413": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "415": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "createEmailSend",
    "method": "post",
    "path": "/api/v1/collectors/{collectorId}/sends",
    "fullPath": "/api/v1/collectors/{collectorId}/sends",
    "tag": "Collectors",
    "surface": "api",
    "auth": "bearer",
    "scope": "collectors:write",
    "feature": "emailDistribution",
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "collectorId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "Idempotency-Key",
        "in": "header",
        "required": false,
        "kind": "string"
      }
    ],
    "body": {
      "required": true,
      "contentTypes": [
        "application/json"
      ]
    },
    "responses": {
      "202": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "Idempotency-Replayed",
            "required": false
          },
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Location",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "409": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "413": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "415": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "createErasureRequest",
    "method": "post",
    "path": "/api/v1/erasure-requests",
    "fullPath": "/api/v1/erasure-requests",
    "tag": "Responses",
    "surface": "api",
    "auth": "bearer",
    "scope": "responses:write",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "Idempotency-Key",
        "in": "header",
        "required": false,
        "kind": "string"
      }
    ],
    "body": {
      "required": true,
      "contentTypes": [
        "application/json"
      ]
    },
    "responses": {
      "201": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "Idempotency-Replayed",
            "required": false
          },
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Location",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "409": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "413": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "415": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "createFolder",
    "method": "post",
    "path": "/api/v1/folders",
    "fullPath": "/api/v1/folders",
    "tag": "Organisation",
    "surface": "api",
    "auth": "bearer",
    "scope": "organization:write",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "Idempotency-Key",
        "in": "header",
        "required": false,
        "kind": "string"
      }
    ],
    "body": {
      "required": true,
      "contentTypes": [
        "application/json"
      ]
    },
    "responses": {
      "201": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "Idempotency-Replayed",
            "required": false
          },
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Location",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "409": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "413": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "415": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "createProbe",
    "method": "post",
    "path": "/api/v1/surveys/{surveyId}/probes",
    "fullPath": "/api/v1/surveys/{surveyId}/probes",
    "tag": "Instruments",
    "surface": "api",
    "auth": "bearer",
    "scope": "instruments:write",
    "feature": "adaptiveProbes",
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "surveyId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "Idempotency-Key",
        "in": "header",
        "required": false,
        "kind": "string"
      }
    ],
    "body": {
      "required": true,
      "contentTypes": [
        "application/json"
      ]
    },
    "responses": {
      "201": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "Idempotency-Replayed",
            "required": false
          },
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Location",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "409": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "413": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "415": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "createQuestion",
    "method": "post",
    "path": "/api/v1/surveys/{surveyId}/questions",
    "fullPath": "/api/v1/surveys/{surveyId}/questions",
    "tag": "Questions",
    "surface": "api",
    "auth": "bearer",
    "scope": "questions:write",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "surveyId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "Idempotency-Key",
        "in": "header",
        "required": false,
        "kind": "string"
      }
    ],
    "body": {
      "required": true,
      "contentTypes": [
        "application/json"
      ]
    },
    "responses": {
      "201": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "Idempotency-Replayed",
            "required": false
          },
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Location",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "409": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "413": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "415": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "createQuota",
    "method": "post",
    "path": "/api/v1/surveys/{surveyId}/quotas",
    "fullPath": "/api/v1/surveys/{surveyId}/quotas",
    "tag": "Quotas",
    "surface": "api",
    "auth": "bearer",
    "scope": "quotas:write",
    "feature": "quotas",
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "surveyId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "Idempotency-Key",
        "in": "header",
        "required": false,
        "kind": "string"
      }
    ],
    "body": {
      "required": true,
      "contentTypes": [
        "application/json"
      ]
    },
    "responses": {
      "201": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "Idempotency-Replayed",
            "required": false
          },
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Location",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "409": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "413": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "415": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "createSuppression",
    "method": "post",
    "path": "/api/v1/suppressions",
    "fullPath": "/api/v1/suppressions",
    "tag": "Contacts",
    "surface": "api",
    "auth": "bearer",
    "scope": "contacts:write",
    "feature": "emailDistribution",
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "Idempotency-Key",
        "in": "header",
        "required": false,
        "kind": "string"
      }
    ],
    "body": {
      "required": true,
      "contentTypes": [
        "application/json"
      ]
    },
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "Idempotency-Replayed",
            "required": false
          },
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "201": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "Idempotency-Replayed",
            "required": false
          },
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Location",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "409": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "413": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "415": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "createSurvey",
    "method": "post",
    "path": "/api/v1/surveys",
    "fullPath": "/api/v1/surveys",
    "tag": "Surveys",
    "surface": "api",
    "auth": "bearer",
    "scope": "surveys:write",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "Idempotency-Key",
        "in": "header",
        "required": false,
        "kind": "string"
      }
    ],
    "body": {
      "required": true,
      "contentTypes": [
        "application/json"
      ]
    },
    "responses": {
      "201": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "Idempotency-Replayed",
            "required": false
          },
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Location",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "409": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "413": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "415": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "createTag",
    "method": "post",
    "path": "/api/v1/tags",
    "fullPath": "/api/v1/tags",
    "tag": "Organisation",
    "surface": "api",
    "auth": "bearer",
    "scope": "organization:write",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "Idempotency-Key",
        "in": "header",
        "required": false,
        "kind": "string"
      }
    ],
    "body": {
      "required": true,
      "contentTypes": [
        "application/json"
      ]
    },
    "responses": {
      "201": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "Idempotency-Replayed",
            "required": false
          },
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Location",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "409": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "413": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "415": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "createUserGroup",
    "method": "post",
    "path": "/api/v1/user-groups",
    "fullPath": "/api/v1/user-groups",
    "tag": "Organisation",
    "surface": "api",
    "auth": "bearer",
    "scope": "organization:write",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "Idempotency-Key",
        "in": "header",
        "required": false,
        "kind": "string"
      }
    ],
    "body": {
      "required": true,
      "contentTypes": [
        "application/json"
      ]
    },
    "responses": {
      "201": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "Idempotency-Replayed",
            "required": false
          },
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Location",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "409": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "413": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "415": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "createVariable",
    "method": "post",
    "path": "/api/v1/surveys/{surveyId}/variables",
    "fullPath": "/api/v1/surveys/{surveyId}/variables",
    "tag": "Variables",
    "surface": "api",
    "auth": "bearer",
    "scope": "variables:write",
    "feature": "calculatedFields",
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "surveyId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "Idempotency-Key",
        "in": "header",
        "required": false,
        "kind": "string"
      }
    ],
    "body": {
      "required": true,
      "contentTypes": [
        "application/json"
      ]
    },
    "responses": {
      "201": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "Idempotency-Replayed",
            "required": false
          },
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Location",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "409": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "413": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "415": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "createWebhook",
    "method": "post",
    "path": "/api/v1/webhooks",
    "fullPath": "/api/v1/webhooks",
    "tag": "Webhooks",
    "surface": "api",
    "auth": "bearer",
    "scope": "webhooks:write",
    "feature": "webhooks",
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "Idempotency-Key",
        "in": "header",
        "required": false,
        "kind": "string"
      }
    ],
    "body": {
      "required": true,
      "contentTypes": [
        "application/json"
      ]
    },
    "responses": {
      "201": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "Idempotency-Replayed",
            "required": false
          },
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Location",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "409": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "413": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "415": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "decideReviewRecommendation",
    "method": "patch",
    "path": "/api/dashboard/surveys/{surveyId}/research-review",
    "fullPath": "/api/dashboard/surveys/{surveyId}/research-review",
    "tag": "Research review",
    "surface": "dashboard",
    "auth": "cookie",
    "scope": null,
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "surveyId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      }
    ],
    "body": {
      "required": true,
      "contentTypes": [
        "application/json"
      ]
    },
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          }
        ]
      },
      "413": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          }
        ]
      },
      "415": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "deleteArm",
    "method": "delete",
    "path": "/api/v1/surveys/{surveyId}/calibration/arms/{armId}",
    "fullPath": "/api/v1/surveys/{surveyId}/calibration/arms/{armId}",
    "tag": "Calibration",
    "surface": "api",
    "auth": "bearer",
    "scope": "calibration:write",
    "feature": "variantTesting",
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "surveyId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "armId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "If-Match",
        "in": "header",
        "required": false,
        "kind": "string"
      }
    ],
    "body": null,
    "responses": {
      "204": {
        "contentTypes": [],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "412": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "ETag",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": "getArm",
    "cors": false
  },
  {
    "operationId": "deleteCollector",
    "method": "delete",
    "path": "/api/v1/collectors/{collectorId}",
    "fullPath": "/api/v1/collectors/{collectorId}",
    "tag": "Collectors",
    "surface": "api",
    "auth": "bearer",
    "scope": "collectors:write",
    "feature": "namedCollectors",
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "collectorId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "If-Match",
        "in": "header",
        "required": false,
        "kind": "string"
      }
    ],
    "body": null,
    "responses": {
      "204": {
        "contentTypes": [],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "409": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "412": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "ETag",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": "getCollector",
    "cors": false
  },
  {
    "operationId": "deleteContact",
    "method": "delete",
    "path": "/api/v1/contacts/{contactId}",
    "fullPath": "/api/v1/contacts/{contactId}",
    "tag": "Contacts",
    "surface": "api",
    "auth": "bearer",
    "scope": "contacts:write",
    "feature": "emailDistribution",
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "contactId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "If-Match",
        "in": "header",
        "required": false,
        "kind": "string"
      }
    ],
    "body": null,
    "responses": {
      "204": {
        "contentTypes": [],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "412": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "ETag",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": "getContact",
    "cors": false
  },
  {
    "operationId": "deleteContactList",
    "method": "delete",
    "path": "/api/v1/contact-lists/{listId}",
    "fullPath": "/api/v1/contact-lists/{listId}",
    "tag": "Contacts",
    "surface": "api",
    "auth": "bearer",
    "scope": "contacts:write",
    "feature": "emailDistribution",
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "listId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "If-Match",
        "in": "header",
        "required": false,
        "kind": "string"
      }
    ],
    "body": null,
    "responses": {
      "204": {
        "contentTypes": [],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "412": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "ETag",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": "getContactList",
    "cors": false
  },
  {
    "operationId": "deleteFolder",
    "method": "delete",
    "path": "/api/v1/folders/{folderId}",
    "fullPath": "/api/v1/folders/{folderId}",
    "tag": "Organisation",
    "surface": "api",
    "auth": "bearer",
    "scope": "organization:write",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "folderId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "If-Match",
        "in": "header",
        "required": false,
        "kind": "string"
      }
    ],
    "body": null,
    "responses": {
      "204": {
        "contentTypes": [],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "409": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "412": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "ETag",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": "getFolder",
    "cors": false
  },
  {
    "operationId": "deleteProbe",
    "method": "delete",
    "path": "/api/v1/surveys/{surveyId}/probes/{probeId}",
    "fullPath": "/api/v1/surveys/{surveyId}/probes/{probeId}",
    "tag": "Instruments",
    "surface": "api",
    "auth": "bearer",
    "scope": "instruments:write",
    "feature": "adaptiveProbes",
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "surveyId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "probeId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "If-Match",
        "in": "header",
        "required": false,
        "kind": "string"
      }
    ],
    "body": null,
    "responses": {
      "204": {
        "contentTypes": [],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "412": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "ETag",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": "getProbe",
    "cors": false
  },
  {
    "operationId": "deleteQuestion",
    "method": "delete",
    "path": "/api/v1/surveys/{surveyId}/questions/{questionId}",
    "fullPath": "/api/v1/surveys/{surveyId}/questions/{questionId}",
    "tag": "Questions",
    "surface": "api",
    "auth": "bearer",
    "scope": "questions:write",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "surveyId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "questionId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "acknowledgeConsequence",
        "in": "query",
        "required": false,
        "kind": "string"
      },
      {
        "name": "If-Match",
        "in": "header",
        "required": false,
        "kind": "string"
      }
    ],
    "body": null,
    "responses": {
      "204": {
        "contentTypes": [],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "409": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "412": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "ETag",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": "getQuestion",
    "cors": false
  },
  {
    "operationId": "deleteQuota",
    "method": "delete",
    "path": "/api/v1/quotas/{quotaId}",
    "fullPath": "/api/v1/quotas/{quotaId}",
    "tag": "Quotas",
    "surface": "api",
    "auth": "bearer",
    "scope": "quotas:write",
    "feature": "quotas",
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "quotaId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "If-Match",
        "in": "header",
        "required": false,
        "kind": "string"
      }
    ],
    "body": null,
    "responses": {
      "204": {
        "contentTypes": [],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "412": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "ETag",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": "getQuota",
    "cors": false
  },
  {
    "operationId": "deleteResponse",
    "method": "delete",
    "path": "/api/v1/responses/{responseId}",
    "fullPath": "/api/v1/responses/{responseId}",
    "tag": "Responses",
    "surface": "api",
    "auth": "bearer",
    "scope": "responses:write",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "responseId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      }
    ],
    "body": null,
    "responses": {
      "204": {
        "contentTypes": [],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "deleteResponses",
    "method": "post",
    "path": "/api/v1/surveys/{surveyId}/responses/delete",
    "fullPath": "/api/v1/surveys/{surveyId}/responses/delete",
    "tag": "Responses",
    "surface": "api",
    "auth": "bearer",
    "scope": "responses:write",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "surveyId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      }
    ],
    "body": {
      "required": true,
      "contentTypes": [
        "application/json"
      ]
    },
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "413": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "415": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "deleteSuppression",
    "method": "delete",
    "path": "/api/v1/suppressions/{suppressionId}",
    "fullPath": "/api/v1/suppressions/{suppressionId}",
    "tag": "Contacts",
    "surface": "api",
    "auth": "bearer",
    "scope": "contacts:write",
    "feature": "emailDistribution",
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "suppressionId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      }
    ],
    "body": null,
    "responses": {
      "204": {
        "contentTypes": [],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "deleteSurvey",
    "method": "delete",
    "path": "/api/v1/surveys/{surveyId}",
    "fullPath": "/api/v1/surveys/{surveyId}",
    "tag": "Surveys",
    "surface": "api",
    "auth": "bearer",
    "scope": "surveys:write",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "surveyId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "If-Match",
        "in": "header",
        "required": false,
        "kind": "string"
      }
    ],
    "body": null,
    "responses": {
      "204": {
        "contentTypes": [],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "409": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "412": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "ETag",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": "getSurvey",
    "cors": false
  },
  {
    "operationId": "deleteSurveyTheme",
    "method": "delete",
    "path": "/api/v1/surveys/{surveyId}/theme",
    "fullPath": "/api/v1/surveys/{surveyId}/theme",
    "tag": "Surveys",
    "surface": "api",
    "auth": "bearer",
    "scope": "surveys:write",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "surveyId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      }
    ],
    "body": null,
    "responses": {
      "204": {
        "contentTypes": [],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "deleteTag",
    "method": "delete",
    "path": "/api/v1/tags/{tagId}",
    "fullPath": "/api/v1/tags/{tagId}",
    "tag": "Organisation",
    "surface": "api",
    "auth": "bearer",
    "scope": "organization:write",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "tagId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "If-Match",
        "in": "header",
        "required": false,
        "kind": "string"
      }
    ],
    "body": null,
    "responses": {
      "204": {
        "contentTypes": [],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "412": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "ETag",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": "getTag",
    "cors": false
  },
  {
    "operationId": "deleteUnassignedRewardCodes",
    "method": "delete",
    "path": "/api/v1/surveys/{surveyId}/rewards/codes",
    "fullPath": "/api/v1/surveys/{surveyId}/rewards/codes",
    "tag": "Rewards",
    "surface": "api",
    "auth": "bearer",
    "scope": "rewards:write",
    "feature": "rewards",
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "surveyId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "deleteUserGroup",
    "method": "delete",
    "path": "/api/v1/user-groups/{groupId}",
    "fullPath": "/api/v1/user-groups/{groupId}",
    "tag": "Organisation",
    "surface": "api",
    "auth": "bearer",
    "scope": "organization:write",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "groupId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "If-Match",
        "in": "header",
        "required": false,
        "kind": "string"
      }
    ],
    "body": null,
    "responses": {
      "204": {
        "contentTypes": [],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "412": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "ETag",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": "getUserGroup",
    "cors": false
  },
  {
    "operationId": "deleteVariable",
    "method": "delete",
    "path": "/api/v1/variables/{variableId}",
    "fullPath": "/api/v1/variables/{variableId}",
    "tag": "Variables",
    "surface": "api",
    "auth": "bearer",
    "scope": "variables:write",
    "feature": "calculatedFields",
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "variableId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "If-Match",
        "in": "header",
        "required": false,
        "kind": "string"
      }
    ],
    "body": null,
    "responses": {
      "204": {
        "contentTypes": [],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "409": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "412": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "ETag",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": "getVariable",
    "cors": false
  },
  {
    "operationId": "deleteWebhook",
    "method": "delete",
    "path": "/api/v1/webhooks/{webhookId}",
    "fullPath": "/api/v1/webhooks/{webhookId}",
    "tag": "Webhooks",
    "surface": "api",
    "auth": "bearer",
    "scope": "webhooks:write",
    "feature": "webhooks",
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "webhookId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "If-Match",
        "in": "header",
        "required": false,
        "kind": "string"
      }
    ],
    "body": null,
    "responses": {
      "204": {
        "contentTypes": [],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "412": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "ETag",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": "getWebhook",
    "cors": false
  },
  {
    "operationId": "exportResponses",
    "method": "get",
    "path": "/api/v1/surveys/{surveyId}/responses/export",
    "fullPath": "/api/v1/surveys/{surveyId}/responses/export",
    "tag": "Responses",
    "surface": "api",
    "auth": "bearer",
    "scope": "responses:export",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "surveyId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "status",
        "in": "query",
        "required": false,
        "kind": "string"
      },
      {
        "name": "since",
        "in": "query",
        "required": false,
        "kind": "string"
      },
      {
        "name": "until",
        "in": "query",
        "required": false,
        "kind": "string"
      },
      {
        "name": "language",
        "in": "query",
        "required": false,
        "kind": "string"
      },
      {
        "name": "format",
        "in": "query",
        "required": false,
        "kind": "string"
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "text/csv",
          "application/json",
          "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
          "application/zip"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Content-Disposition",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "exportResponsesCsv",
    "method": "get",
    "path": "/api/v1/surveys/{surveyId}/responses/export/csv",
    "fullPath": "/api/v1/surveys/{surveyId}/responses/export/csv",
    "tag": "Responses",
    "surface": "api",
    "auth": "bearer",
    "scope": "responses:export",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "surveyId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "status",
        "in": "query",
        "required": false,
        "kind": "string"
      },
      {
        "name": "since",
        "in": "query",
        "required": false,
        "kind": "string"
      },
      {
        "name": "until",
        "in": "query",
        "required": false,
        "kind": "string"
      },
      {
        "name": "language",
        "in": "query",
        "required": false,
        "kind": "string"
      },
      {
        "name": "layout",
        "in": "query",
        "required": false,
        "kind": "string"
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "text/csv"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Content-Disposition",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "exportResponsesJson",
    "method": "get",
    "path": "/api/v1/surveys/{surveyId}/responses/export/json",
    "fullPath": "/api/v1/surveys/{surveyId}/responses/export/json",
    "tag": "Responses",
    "surface": "api",
    "auth": "bearer",
    "scope": "responses:export",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "surveyId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "status",
        "in": "query",
        "required": false,
        "kind": "string"
      },
      {
        "name": "since",
        "in": "query",
        "required": false,
        "kind": "string"
      },
      {
        "name": "until",
        "in": "query",
        "required": false,
        "kind": "string"
      },
      {
        "name": "language",
        "in": "query",
        "required": false,
        "kind": "string"
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Content-Disposition",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "exportResponsesSpss",
    "method": "get",
    "path": "/api/v1/surveys/{surveyId}/responses/export/spss",
    "fullPath": "/api/v1/surveys/{surveyId}/responses/export/spss",
    "tag": "Responses",
    "surface": "api",
    "auth": "bearer",
    "scope": "responses:export",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "surveyId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "status",
        "in": "query",
        "required": false,
        "kind": "string"
      },
      {
        "name": "since",
        "in": "query",
        "required": false,
        "kind": "string"
      },
      {
        "name": "until",
        "in": "query",
        "required": false,
        "kind": "string"
      },
      {
        "name": "language",
        "in": "query",
        "required": false,
        "kind": "string"
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/zip"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Content-Disposition",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "exportResponsesXlsx",
    "method": "get",
    "path": "/api/v1/surveys/{surveyId}/responses/export/xlsx",
    "fullPath": "/api/v1/surveys/{surveyId}/responses/export/xlsx",
    "tag": "Responses",
    "surface": "api",
    "auth": "bearer",
    "scope": "responses:export",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "surveyId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "status",
        "in": "query",
        "required": false,
        "kind": "string"
      },
      {
        "name": "since",
        "in": "query",
        "required": false,
        "kind": "string"
      },
      {
        "name": "until",
        "in": "query",
        "required": false,
        "kind": "string"
      },
      {
        "name": "language",
        "in": "query",
        "required": false,
        "kind": "string"
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Content-Disposition",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "getApiReference",
    "method": "get",
    "path": "/docs",
    "fullPath": "/docs",
    "tag": "Service",
    "surface": "service",
    "auth": "none",
    "scope": null,
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "text/html"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "Content-Security-Policy",
            "required": true
          },
          {
            "name": "X-Content-Type-Options",
            "required": true
          },
          {
            "name": "Referrer-Policy",
            "required": true
          },
          {
            "name": "X-Frame-Options",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "getApiReferenceAsset",
    "method": "get",
    "path": "/docs/assets/{file}",
    "fullPath": "/docs/assets/{file}",
    "tag": "Service",
    "surface": "service",
    "auth": "none",
    "scope": null,
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "file",
        "in": "path",
        "required": true,
        "kind": "string"
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "text/javascript",
          "image/svg+xml"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "Cache-Control",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "getArm",
    "method": "get",
    "path": "/api/v1/surveys/{surveyId}/calibration/arms/{armId}",
    "fullPath": "/api/v1/surveys/{surveyId}/calibration/arms/{armId}",
    "tag": "Calibration",
    "surface": "api",
    "auth": "bearer",
    "scope": "calibration:read",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "surveyId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "armId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "ETag",
            "required": true
          },
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": {
      "ignores": []
    },
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "getCalibrationObjective",
    "method": "get",
    "path": "/api/v1/surveys/{surveyId}/calibration/objective",
    "fullPath": "/api/v1/surveys/{surveyId}/calibration/objective",
    "tag": "Calibration",
    "surface": "api",
    "auth": "bearer",
    "scope": "calibration:read",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "surveyId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "ETag",
            "required": true
          },
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": {
      "ignores": []
    },
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "getCalibrationPriors",
    "method": "get",
    "path": "/api/v1/surveys/{surveyId}/calibration/priors",
    "fullPath": "/api/v1/surveys/{surveyId}/calibration/priors",
    "tag": "Calibration",
    "surface": "api",
    "auth": "bearer",
    "scope": "calibration:read",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "surveyId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "ETag",
            "required": true
          },
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": {
      "ignores": []
    },
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "getCalibrationStatus",
    "method": "get",
    "path": "/api/v1/surveys/{surveyId}/calibration/status",
    "fullPath": "/api/v1/surveys/{surveyId}/calibration/status",
    "tag": "Calibration",
    "surface": "api",
    "auth": "bearer",
    "scope": "calibration:read",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "surveyId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "getChangelog",
    "method": "get",
    "path": "/docs/changelog",
    "fullPath": "/docs/changelog",
    "tag": "Service",
    "surface": "service",
    "auth": "none",
    "scope": null,
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "text/html"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "Content-Security-Policy",
            "required": true
          },
          {
            "name": "X-Content-Type-Options",
            "required": true
          },
          {
            "name": "Referrer-Policy",
            "required": true
          },
          {
            "name": "X-Frame-Options",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "getCollector",
    "method": "get",
    "path": "/api/v1/collectors/{collectorId}",
    "fullPath": "/api/v1/collectors/{collectorId}",
    "tag": "Collectors",
    "surface": "api",
    "auth": "bearer",
    "scope": "collectors:read",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "collectorId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "ETag",
            "required": true
          },
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": {
      "ignores": [
        "responseCount"
      ]
    },
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "getContact",
    "method": "get",
    "path": "/api/v1/contacts/{contactId}",
    "fullPath": "/api/v1/contacts/{contactId}",
    "tag": "Contacts",
    "surface": "api",
    "auth": "bearer",
    "scope": "contacts:read",
    "feature": "emailDistribution",
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "contactId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "ETag",
            "required": true
          },
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": {
      "ignores": []
    },
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "getContactList",
    "method": "get",
    "path": "/api/v1/contact-lists/{listId}",
    "fullPath": "/api/v1/contact-lists/{listId}",
    "tag": "Contacts",
    "surface": "api",
    "auth": "bearer",
    "scope": "contacts:read",
    "feature": "emailDistribution",
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "listId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "ETag",
            "required": true
          },
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": {
      "ignores": [
        "memberCount"
      ]
    },
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "getCrossTabulation",
    "method": "get",
    "path": "/api/v1/surveys/{surveyId}/analytics/cross-tabulation",
    "fullPath": "/api/v1/surveys/{surveyId}/analytics/cross-tabulation",
    "tag": "Analytics",
    "surface": "api",
    "auth": "bearer",
    "scope": "analytics:read",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "surveyId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "rows",
        "in": "query",
        "required": true,
        "kind": "string"
      },
      {
        "name": "cols",
        "in": "query",
        "required": true,
        "kind": "string"
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "getDebrief",
    "method": "get",
    "path": "/api/v1/debriefs/{debriefId}",
    "fullPath": "/api/v1/debriefs/{debriefId}",
    "tag": "Debriefs",
    "surface": "api",
    "auth": "bearer",
    "scope": "debriefs:read",
    "feature": "debriefs",
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "debriefId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "getDebriefFindings",
    "method": "get",
    "path": "/api/v1/debriefs/{debriefId}/findings",
    "fullPath": "/api/v1/debriefs/{debriefId}/findings",
    "tag": "Debriefs",
    "surface": "api",
    "auth": "bearer",
    "scope": "debriefs:read",
    "feature": "debriefs",
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "debriefId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "getDebriefPage",
    "method": "get",
    "path": "/s/debrief/{debriefId}",
    "fullPath": "/s/debrief/{debriefId}",
    "tag": "Hosted page",
    "surface": "hosted",
    "auth": "none",
    "scope": null,
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "debriefId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "text/html"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "Content-Security-Policy",
            "required": true
          },
          {
            "name": "X-Content-Type-Options",
            "required": true
          },
          {
            "name": "Referrer-Policy",
            "required": true
          },
          {
            "name": "Cache-Control",
            "required": true
          },
          {
            "name": "Set-Cookie",
            "required": false
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "404": {
        "contentTypes": [
          "text/html"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "Content-Security-Policy",
            "required": true
          },
          {
            "name": "X-Content-Type-Options",
            "required": true
          },
          {
            "name": "Referrer-Policy",
            "required": true
          },
          {
            "name": "Cache-Control",
            "required": true
          }
        ]
      },
      "409": {
        "contentTypes": [
          "text/html"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "Content-Security-Policy",
            "required": true
          },
          {
            "name": "X-Content-Type-Options",
            "required": true
          },
          {
            "name": "Referrer-Policy",
            "required": true
          },
          {
            "name": "Cache-Control",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "getDebriefSession",
    "method": "get",
    "path": "/api/collect/v1/debriefs/{debriefId}/sessions/{debriefSessionId}",
    "fullPath": "/api/collect/v1/debriefs/{debriefId}/sessions/{debriefSessionId}",
    "tag": "Collect",
    "surface": "respondent",
    "auth": "session",
    "scope": null,
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "debriefId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "debriefSessionId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "409": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "getEmailSend",
    "method": "get",
    "path": "/api/v1/email/sends/{sendId}",
    "fullPath": "/api/v1/email/sends/{sendId}",
    "tag": "Email",
    "surface": "api",
    "auth": "bearer",
    "scope": "email:read",
    "feature": "emailDistribution",
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "sendId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "getErasureRequest",
    "method": "get",
    "path": "/api/v1/erasure-requests/{erasureRequestId}",
    "fullPath": "/api/v1/erasure-requests/{erasureRequestId}",
    "tag": "Responses",
    "surface": "api",
    "auth": "bearer",
    "scope": "responses:read",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "erasureRequestId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "getExecutiveSummary",
    "method": "get",
    "path": "/api/v1/surveys/{surveyId}/executive-summary",
    "fullPath": "/api/v1/surveys/{surveyId}/executive-summary",
    "tag": "Analytics",
    "surface": "api",
    "auth": "bearer",
    "scope": "analytics:read",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "surveyId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "getFlowAnalytics",
    "method": "get",
    "path": "/api/v1/surveys/{surveyId}/analytics/flow",
    "fullPath": "/api/v1/surveys/{surveyId}/analytics/flow",
    "tag": "Analytics",
    "surface": "api",
    "auth": "bearer",
    "scope": "analytics:read",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "surveyId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "getFolder",
    "method": "get",
    "path": "/api/v1/folders/{folderId}",
    "fullPath": "/api/v1/folders/{folderId}",
    "tag": "Organisation",
    "surface": "api",
    "auth": "bearer",
    "scope": "organization:read",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "folderId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "ETag",
            "required": true
          },
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": {
      "ignores": [
        "surveyCount",
        "children"
      ]
    },
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "getFolderPermissions",
    "method": "get",
    "path": "/api/v1/folders/{folderId}/permissions",
    "fullPath": "/api/v1/folders/{folderId}/permissions",
    "tag": "Organisation",
    "surface": "api",
    "auth": "bearer",
    "scope": "organization:write",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "folderId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "ETag",
            "required": true
          },
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": {
      "ignores": [
        "effective"
      ]
    },
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "getFunnelAnalytics",
    "method": "get",
    "path": "/api/v1/surveys/{surveyId}/analytics/funnel",
    "fullPath": "/api/v1/surveys/{surveyId}/analytics/funnel",
    "tag": "Analytics",
    "surface": "api",
    "auth": "bearer",
    "scope": "analytics:read",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "surveyId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "getHiddenFields",
    "method": "get",
    "path": "/api/v1/surveys/{surveyId}/hidden-fields",
    "fullPath": "/api/v1/surveys/{surveyId}/hidden-fields",
    "tag": "Surveys",
    "surface": "api",
    "auth": "bearer",
    "scope": "surveys:read",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "surveyId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "ETag",
            "required": true
          },
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": {
      "ignores": []
    },
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "getHostedPage",
    "method": "get",
    "path": "/s/{collectorId}",
    "fullPath": "/s/{collectorId}",
    "tag": "Hosted page",
    "surface": "hosted",
    "auth": "none",
    "scope": null,
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "collectorId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "t",
        "in": "query",
        "required": false,
        "kind": "string"
      },
      {
        "name": "lang",
        "in": "query",
        "required": false,
        "kind": "string"
      },
      {
        "name": "hiddenFields",
        "in": "query",
        "required": false,
        "kind": "object"
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "text/html"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "Content-Security-Policy",
            "required": true
          },
          {
            "name": "X-Content-Type-Options",
            "required": true
          },
          {
            "name": "Referrer-Policy",
            "required": true
          },
          {
            "name": "Cache-Control",
            "required": true
          },
          {
            "name": "Set-Cookie",
            "required": false
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "text/html"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "Content-Security-Policy",
            "required": true
          },
          {
            "name": "X-Content-Type-Options",
            "required": true
          },
          {
            "name": "Referrer-Policy",
            "required": true
          },
          {
            "name": "Cache-Control",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "text/html"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "Content-Security-Policy",
            "required": true
          },
          {
            "name": "X-Content-Type-Options",
            "required": true
          },
          {
            "name": "Referrer-Policy",
            "required": true
          },
          {
            "name": "Cache-Control",
            "required": true
          }
        ]
      },
      "409": {
        "contentTypes": [
          "text/html"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "Content-Security-Policy",
            "required": true
          },
          {
            "name": "X-Content-Type-Options",
            "required": true
          },
          {
            "name": "Referrer-Policy",
            "required": true
          },
          {
            "name": "Cache-Control",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "getHostedPageAsset",
    "method": "get",
    "path": "/s/assets/{file}",
    "fullPath": "/s/assets/{file}",
    "tag": "Hosted page",
    "surface": "hosted",
    "auth": "none",
    "scope": null,
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "file",
        "in": "path",
        "required": true,
        "kind": "string"
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "text/css",
          "text/javascript"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "Cache-Control",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "getHostedPageLogo",
    "method": "get",
    "path": "/s/{collectorId}/theme/logo",
    "fullPath": "/s/{collectorId}/theme/logo",
    "tag": "Hosted page",
    "surface": "hosted",
    "auth": "none",
    "scope": null,
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "collectorId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "image/png",
          "image/webp",
          "image/svg+xml"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "Cache-Control",
            "required": true
          },
          {
            "name": "Content-Security-Policy",
            "required": true
          },
          {
            "name": "X-Content-Type-Options",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "getHostedPageTheme",
    "method": "get",
    "path": "/s/{collectorId}/theme/style.css",
    "fullPath": "/s/{collectorId}/theme/style.css",
    "tag": "Hosted page",
    "surface": "hosted",
    "auth": "none",
    "scope": null,
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "collectorId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "text/css"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "Cache-Control",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "getInsights",
    "method": "get",
    "path": "/api/v1/surveys/{surveyId}/insights",
    "fullPath": "/api/v1/surveys/{surveyId}/insights",
    "tag": "Analytics",
    "surface": "api",
    "auth": "bearer",
    "scope": "analytics:read",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "surveyId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "getInsignificancePrediction",
    "method": "get",
    "path": "/api/v1/surveys/{surveyId}/calibration/insignificance",
    "fullPath": "/api/v1/surveys/{surveyId}/calibration/insignificance",
    "tag": "Calibration",
    "surface": "api",
    "auth": "bearer",
    "scope": "calibration:read",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "surveyId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "minEffect",
        "in": "query",
        "required": true,
        "kind": "number"
      },
      {
        "name": "alpha",
        "in": "query",
        "required": false,
        "kind": "number"
      },
      {
        "name": "power",
        "in": "query",
        "required": false,
        "kind": "number"
      },
      {
        "name": "plannedSampleSize",
        "in": "query",
        "required": false,
        "kind": "integer"
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "getInstrument",
    "method": "get",
    "path": "/api/v1/instruments/{instrumentId}",
    "fullPath": "/api/v1/instruments/{instrumentId}",
    "tag": "Instruments",
    "surface": "api",
    "auth": "bearer",
    "scope": "instruments:read",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "instrumentId",
        "in": "path",
        "required": true,
        "kind": "string"
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "getInstrumentScores",
    "method": "get",
    "path": "/api/v1/surveys/{surveyId}/instruments/{instanceId}/scores",
    "fullPath": "/api/v1/surveys/{surveyId}/instruments/{instanceId}/scores",
    "tag": "Instruments",
    "surface": "api",
    "auth": "bearer",
    "scope": "instruments:read",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "surveyId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "instanceId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "getLiveness",
    "method": "get",
    "path": "/healthz",
    "fullPath": "/healthz",
    "tag": "Service",
    "surface": "service",
    "auth": "none",
    "scope": null,
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "getOpenApiJson",
    "method": "get",
    "path": "/api/v1/openapi.json",
    "fullPath": "/api/v1/openapi.json",
    "tag": "Service",
    "surface": "service",
    "auth": "none",
    "scope": null,
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "getOpenApiYaml",
    "method": "get",
    "path": "/api/v1/openapi.yaml",
    "fullPath": "/api/v1/openapi.yaml",
    "tag": "Service",
    "surface": "service",
    "auth": "none",
    "scope": null,
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/yaml"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "getProbe",
    "method": "get",
    "path": "/api/v1/surveys/{surveyId}/probes/{probeId}",
    "fullPath": "/api/v1/surveys/{surveyId}/probes/{probeId}",
    "tag": "Instruments",
    "surface": "api",
    "auth": "bearer",
    "scope": "instruments:read",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "surveyId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "probeId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "ETag",
            "required": true
          },
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": {
      "ignores": []
    },
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "getProblemType",
    "method": "get",
    "path": "/problems/{code}",
    "fullPath": "/problems/{code}",
    "tag": "Service",
    "surface": "service",
    "auth": "none",
    "scope": null,
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "code",
        "in": "path",
        "required": true,
        "kind": "string"
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "text/html"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "Content-Security-Policy",
            "required": true
          },
          {
            "name": "X-Content-Type-Options",
            "required": true
          },
          {
            "name": "Referrer-Policy",
            "required": true
          },
          {
            "name": "X-Frame-Options",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "getQualityAnalytics",
    "method": "get",
    "path": "/api/v1/surveys/{surveyId}/analytics/quality",
    "fullPath": "/api/v1/surveys/{surveyId}/analytics/quality",
    "tag": "Analytics",
    "surface": "api",
    "auth": "bearer",
    "scope": "analytics:read",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "surveyId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "limit",
        "in": "query",
        "required": false,
        "kind": "integer"
      },
      {
        "name": "filter",
        "in": "query",
        "required": false,
        "kind": "string"
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "getQuestion",
    "method": "get",
    "path": "/api/v1/surveys/{surveyId}/questions/{questionId}",
    "fullPath": "/api/v1/surveys/{surveyId}/questions/{questionId}",
    "tag": "Questions",
    "surface": "api",
    "auth": "bearer",
    "scope": "questions:read",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "surveyId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "questionId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "ETag",
            "required": true
          },
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": {
      "ignores": []
    },
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "getQuestionAnalytics",
    "method": "get",
    "path": "/api/v1/surveys/{surveyId}/analytics/questions",
    "fullPath": "/api/v1/surveys/{surveyId}/analytics/questions",
    "tag": "Analytics",
    "surface": "api",
    "auth": "bearer",
    "scope": "analytics:read",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "surveyId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "questionId",
        "in": "query",
        "required": false,
        "kind": "string",
        "uuid": true
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "getQuota",
    "method": "get",
    "path": "/api/v1/quotas/{quotaId}",
    "fullPath": "/api/v1/quotas/{quotaId}",
    "tag": "Quotas",
    "surface": "api",
    "auth": "bearer",
    "scope": "quotas:read",
    "feature": "quotas",
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "quotaId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "ETag",
            "required": true
          },
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": {
      "ignores": [
        "counts",
        "status"
      ]
    },
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "getReadiness",
    "method": "get",
    "path": "/readyz",
    "fullPath": "/readyz",
    "tag": "Service",
    "surface": "service",
    "auth": "none",
    "scope": null,
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          }
        ]
      },
      "503": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "getReport",
    "method": "get",
    "path": "/api/v1/surveys/{surveyId}/report",
    "fullPath": "/api/v1/surveys/{surveyId}/report",
    "tag": "Analytics",
    "surface": "api",
    "auth": "bearer",
    "scope": "analytics:read",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "surveyId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "sections",
        "in": "query",
        "required": false,
        "kind": "array",
        "items": "string",
        "explode": false
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/pdf"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Content-Disposition",
            "required": true
          },
          {
            "name": "X-Report-Sections",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "503": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "getResearchReview",
    "method": "get",
    "path": "/api/dashboard/surveys/{surveyId}/research-review",
    "fullPath": "/api/dashboard/surveys/{surveyId}/research-review",
    "tag": "Research review",
    "surface": "dashboard",
    "auth": "cookie",
    "scope": null,
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "surveyId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "getRespondentSurvey",
    "method": "get",
    "path": "/api/collect/v1/surveys/{surveyId}",
    "fullPath": "/api/collect/v1/surveys/{surveyId}",
    "tag": "Collect",
    "surface": "respondent",
    "auth": "none",
    "scope": null,
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "surveyId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "language",
        "in": "query",
        "required": false,
        "kind": "string"
      },
      {
        "name": "Accept-Language",
        "in": "header",
        "required": false,
        "kind": "string"
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "Content-Language",
            "required": false
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": true
  },
  {
    "operationId": "getResponse",
    "method": "get",
    "path": "/api/v1/responses/{responseId}",
    "fullPath": "/api/v1/responses/{responseId}",
    "tag": "Responses",
    "surface": "api",
    "auth": "bearer",
    "scope": "responses:read",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "responseId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "ETag",
            "required": true
          },
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": {
      "ignores": []
    },
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "getResponseHistory",
    "method": "get",
    "path": "/api/v1/responses/{responseId}/history",
    "fullPath": "/api/v1/responses/{responseId}/history",
    "tag": "Responses",
    "surface": "api",
    "auth": "bearer",
    "scope": "responses:read",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "responseId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "getRewardPool",
    "method": "get",
    "path": "/api/v1/surveys/{surveyId}/rewards",
    "fullPath": "/api/v1/surveys/{surveyId}/rewards",
    "tag": "Rewards",
    "surface": "api",
    "auth": "bearer",
    "scope": "rewards:read",
    "feature": "rewards",
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "surveyId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "getRoot",
    "method": "get",
    "path": "/",
    "fullPath": "/",
    "tag": "Service",
    "surface": "service",
    "auth": "none",
    "scope": null,
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [],
    "body": null,
    "responses": {
      "302": {
        "contentTypes": [],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "Location",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "getSendingDomain",
    "method": "get",
    "path": "/api/v1/email/domains/{domainId}",
    "fullPath": "/api/v1/email/domains/{domainId}",
    "tag": "Email",
    "surface": "api",
    "auth": "bearer",
    "scope": "email:read",
    "feature": "emailDistribution",
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "domainId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "getSession",
    "method": "get",
    "path": "/api/collect/v1/sessions/{sessionId}",
    "fullPath": "/api/collect/v1/sessions/{sessionId}",
    "tag": "Collect",
    "surface": "respondent",
    "auth": "session",
    "scope": null,
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "sessionId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": true
  },
  {
    "operationId": "getSurvey",
    "method": "get",
    "path": "/api/v1/surveys/{surveyId}",
    "fullPath": "/api/v1/surveys/{surveyId}",
    "tag": "Surveys",
    "surface": "api",
    "auth": "bearer",
    "scope": "surveys:read",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "surveyId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "include",
        "in": "query",
        "required": false,
        "kind": "array",
        "items": "string",
        "explode": false
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "ETag",
            "required": true
          },
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": {
      "ignores": [
        "questionnaireVersion",
        "questionCount",
        "questions",
        "localization",
        "variables",
        "access"
      ]
    },
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "getSurveyAnalytics",
    "method": "get",
    "path": "/api/v1/surveys/{surveyId}/analytics",
    "fullPath": "/api/v1/surveys/{surveyId}/analytics",
    "tag": "Analytics",
    "surface": "api",
    "auth": "bearer",
    "scope": "analytics:read",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "surveyId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "include",
        "in": "query",
        "required": false,
        "kind": "array",
        "items": "string",
        "explode": false
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "getSurveyLocalization",
    "method": "get",
    "path": "/api/v1/surveys/{surveyId}/localization",
    "fullPath": "/api/v1/surveys/{surveyId}/localization",
    "tag": "Surveys",
    "surface": "api",
    "auth": "bearer",
    "scope": "surveys:read",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "surveyId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "getSurveyTheme",
    "method": "get",
    "path": "/api/v1/surveys/{surveyId}/theme",
    "fullPath": "/api/v1/surveys/{surveyId}/theme",
    "tag": "Surveys",
    "surface": "api",
    "auth": "bearer",
    "scope": "surveys:read",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "surveyId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "ETag",
            "required": true
          },
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": {
      "ignores": []
    },
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "getSurveyTranslations",
    "method": "get",
    "path": "/api/v1/surveys/{surveyId}/translations/{tag}",
    "fullPath": "/api/v1/surveys/{surveyId}/translations/{tag}",
    "tag": "Surveys",
    "surface": "api",
    "auth": "bearer",
    "scope": "surveys:read",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "surveyId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "tag",
        "in": "path",
        "required": true,
        "kind": "string"
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/json",
          "application/xliff+xml"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "getTag",
    "method": "get",
    "path": "/api/v1/tags/{tagId}",
    "fullPath": "/api/v1/tags/{tagId}",
    "tag": "Organisation",
    "surface": "api",
    "auth": "bearer",
    "scope": "organization:read",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "tagId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "ETag",
            "required": true
          },
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": {
      "ignores": [
        "surveyCount"
      ]
    },
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "getTheme",
    "method": "get",
    "path": "/api/v1/theme",
    "fullPath": "/api/v1/theme",
    "tag": "Organisation",
    "surface": "api",
    "auth": "bearer",
    "scope": "organization:read",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "ETag",
            "required": true
          },
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": {
      "ignores": []
    },
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "getUnsubscribePage",
    "method": "get",
    "path": "/u/{token}",
    "fullPath": "/u/{token}",
    "tag": "Hosted page",
    "surface": "hosted",
    "auth": "none",
    "scope": null,
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "token",
        "in": "path",
        "required": true,
        "kind": "string"
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "text/html"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "Content-Security-Policy",
            "required": true
          },
          {
            "name": "X-Content-Type-Options",
            "required": true
          },
          {
            "name": "Referrer-Policy",
            "required": true
          },
          {
            "name": "Cache-Control",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "404": {
        "contentTypes": [
          "text/html"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "Content-Security-Policy",
            "required": true
          },
          {
            "name": "X-Content-Type-Options",
            "required": true
          },
          {
            "name": "Referrer-Policy",
            "required": true
          },
          {
            "name": "Cache-Control",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "getUserGroup",
    "method": "get",
    "path": "/api/v1/user-groups/{groupId}",
    "fullPath": "/api/v1/user-groups/{groupId}",
    "tag": "Organisation",
    "surface": "api",
    "auth": "bearer",
    "scope": "organization:read",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "groupId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "ETag",
            "required": true
          },
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": {
      "ignores": [
        "memberCount"
      ]
    },
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "getVariable",
    "method": "get",
    "path": "/api/v1/variables/{variableId}",
    "fullPath": "/api/v1/variables/{variableId}",
    "tag": "Variables",
    "surface": "api",
    "auth": "bearer",
    "scope": "variables:read",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "variableId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "ETag",
            "required": true
          },
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": {
      "ignores": [
        "recompute",
        "error"
      ]
    },
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "getWebhook",
    "method": "get",
    "path": "/api/v1/webhooks/{webhookId}",
    "fullPath": "/api/v1/webhooks/{webhookId}",
    "tag": "Webhooks",
    "surface": "api",
    "auth": "bearer",
    "scope": "webhooks:read",
    "feature": "webhooks",
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "webhookId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "ETag",
            "required": true
          },
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": {
      "ignores": []
    },
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "importContacts",
    "method": "post",
    "path": "/api/v1/contacts/import",
    "fullPath": "/api/v1/contacts/import",
    "tag": "Contacts",
    "surface": "api",
    "auth": "bearer",
    "scope": "contacts:write",
    "feature": "emailDistribution",
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "Idempotency-Key",
        "in": "header",
        "required": false,
        "kind": "string"
      }
    ],
    "body": {
      "required": true,
      "contentTypes": [
        "application/json",
        "text/csv"
      ]
    },
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "Idempotency-Replayed",
            "required": false
          },
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "409": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "413": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "415": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "importResponses",
    "method": "post",
    "path": "/api/v1/surveys/{surveyId}/responses",
    "fullPath": "/api/v1/surveys/{surveyId}/responses",
    "tag": "Responses",
    "surface": "api",
    "auth": "bearer",
    "scope": "responses:write",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "import",
    "params": [
      {
        "name": "surveyId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "Idempotency-Key",
        "in": "header",
        "required": false,
        "kind": "string"
      }
    ],
    "body": {
      "required": true,
      "contentTypes": [
        "application/json"
      ]
    },
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "Idempotency-Replayed",
            "required": false
          },
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "409": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "413": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "415": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "listArms",
    "method": "get",
    "path": "/api/v1/surveys/{surveyId}/calibration/arms",
    "fullPath": "/api/v1/surveys/{surveyId}/calibration/arms",
    "tag": "Calibration",
    "surface": "api",
    "auth": "bearer",
    "scope": "calibration:read",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "surveyId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "page",
        "in": "query",
        "required": false,
        "kind": "integer"
      },
      {
        "name": "pageSize",
        "in": "query",
        "required": false,
        "kind": "integer"
      },
      {
        "name": "cursor",
        "in": "query",
        "required": false,
        "kind": "string"
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "listCollectors",
    "method": "get",
    "path": "/api/v1/surveys/{surveyId}/collectors",
    "fullPath": "/api/v1/surveys/{surveyId}/collectors",
    "tag": "Collectors",
    "surface": "api",
    "auth": "bearer",
    "scope": "collectors:read",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "surveyId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "page",
        "in": "query",
        "required": false,
        "kind": "integer"
      },
      {
        "name": "pageSize",
        "in": "query",
        "required": false,
        "kind": "integer"
      },
      {
        "name": "cursor",
        "in": "query",
        "required": false,
        "kind": "string"
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "listContactListMembers",
    "method": "get",
    "path": "/api/v1/contact-lists/{listId}/members",
    "fullPath": "/api/v1/contact-lists/{listId}/members",
    "tag": "Contacts",
    "surface": "api",
    "auth": "bearer",
    "scope": "contacts:read",
    "feature": "emailDistribution",
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "listId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "page",
        "in": "query",
        "required": false,
        "kind": "integer"
      },
      {
        "name": "pageSize",
        "in": "query",
        "required": false,
        "kind": "integer"
      },
      {
        "name": "cursor",
        "in": "query",
        "required": false,
        "kind": "string"
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "listContactLists",
    "method": "get",
    "path": "/api/v1/contact-lists",
    "fullPath": "/api/v1/contact-lists",
    "tag": "Contacts",
    "surface": "api",
    "auth": "bearer",
    "scope": "contacts:read",
    "feature": "emailDistribution",
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "page",
        "in": "query",
        "required": false,
        "kind": "integer"
      },
      {
        "name": "pageSize",
        "in": "query",
        "required": false,
        "kind": "integer"
      },
      {
        "name": "cursor",
        "in": "query",
        "required": false,
        "kind": "string"
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "listContacts",
    "method": "get",
    "path": "/api/v1/contacts",
    "fullPath": "/api/v1/contacts",
    "tag": "Contacts",
    "surface": "api",
    "auth": "bearer",
    "scope": "contacts:read",
    "feature": "emailDistribution",
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "page",
        "in": "query",
        "required": false,
        "kind": "integer"
      },
      {
        "name": "pageSize",
        "in": "query",
        "required": false,
        "kind": "integer"
      },
      {
        "name": "cursor",
        "in": "query",
        "required": false,
        "kind": "string"
      },
      {
        "name": "email",
        "in": "query",
        "required": false,
        "kind": "string"
      },
      {
        "name": "listId",
        "in": "query",
        "required": false,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "externalId",
        "in": "query",
        "required": false,
        "kind": "string"
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "listDebriefs",
    "method": "get",
    "path": "/api/v1/surveys/{surveyId}/debriefs",
    "fullPath": "/api/v1/surveys/{surveyId}/debriefs",
    "tag": "Debriefs",
    "surface": "api",
    "auth": "bearer",
    "scope": "debriefs:read",
    "feature": "debriefs",
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "surveyId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "page",
        "in": "query",
        "required": false,
        "kind": "integer"
      },
      {
        "name": "pageSize",
        "in": "query",
        "required": false,
        "kind": "integer"
      },
      {
        "name": "cursor",
        "in": "query",
        "required": false,
        "kind": "string"
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "listEmailSendRecipients",
    "method": "get",
    "path": "/api/v1/email/sends/{sendId}/recipients",
    "fullPath": "/api/v1/email/sends/{sendId}/recipients",
    "tag": "Email",
    "surface": "api",
    "auth": "bearer",
    "scope": "email:read",
    "feature": "emailDistribution",
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "sendId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "page",
        "in": "query",
        "required": false,
        "kind": "integer"
      },
      {
        "name": "pageSize",
        "in": "query",
        "required": false,
        "kind": "integer"
      },
      {
        "name": "cursor",
        "in": "query",
        "required": false,
        "kind": "string"
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "listEmailSends",
    "method": "get",
    "path": "/api/v1/email/sends",
    "fullPath": "/api/v1/email/sends",
    "tag": "Email",
    "surface": "api",
    "auth": "bearer",
    "scope": "email:read",
    "feature": "emailDistribution",
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "page",
        "in": "query",
        "required": false,
        "kind": "integer"
      },
      {
        "name": "pageSize",
        "in": "query",
        "required": false,
        "kind": "integer"
      },
      {
        "name": "cursor",
        "in": "query",
        "required": false,
        "kind": "string"
      },
      {
        "name": "surveyId",
        "in": "query",
        "required": false,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "collectorId",
        "in": "query",
        "required": false,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "status",
        "in": "query",
        "required": false,
        "kind": "string"
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "listEvents",
    "method": "get",
    "path": "/api/v1/events",
    "fullPath": "/api/v1/events",
    "tag": "Events",
    "surface": "api",
    "auth": "bearer",
    "scope": "events:read",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "after",
        "in": "query",
        "required": false,
        "kind": "string"
      },
      {
        "name": "types",
        "in": "query",
        "required": false,
        "kind": "array",
        "items": "string",
        "explode": false
      },
      {
        "name": "surveyId",
        "in": "query",
        "required": false,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "limit",
        "in": "query",
        "required": false,
        "kind": "integer"
      },
      {
        "name": "wait",
        "in": "query",
        "required": false,
        "kind": "integer"
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "410": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "listFolders",
    "method": "get",
    "path": "/api/v1/folders",
    "fullPath": "/api/v1/folders",
    "tag": "Organisation",
    "surface": "api",
    "auth": "bearer",
    "scope": "organization:read",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "listInstruments",
    "method": "get",
    "path": "/api/v1/instruments",
    "fullPath": "/api/v1/instruments",
    "tag": "Instruments",
    "surface": "api",
    "auth": "bearer",
    "scope": "instruments:read",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "listProbes",
    "method": "get",
    "path": "/api/v1/surveys/{surveyId}/probes",
    "fullPath": "/api/v1/surveys/{surveyId}/probes",
    "tag": "Instruments",
    "surface": "api",
    "auth": "bearer",
    "scope": "instruments:read",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "surveyId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "listQuestions",
    "method": "get",
    "path": "/api/v1/surveys/{surveyId}/questions",
    "fullPath": "/api/v1/surveys/{surveyId}/questions",
    "tag": "Questions",
    "surface": "api",
    "auth": "bearer",
    "scope": "questions:read",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "surveyId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "listQuotas",
    "method": "get",
    "path": "/api/v1/surveys/{surveyId}/quotas",
    "fullPath": "/api/v1/surveys/{surveyId}/quotas",
    "tag": "Quotas",
    "surface": "api",
    "auth": "bearer",
    "scope": "quotas:read",
    "feature": "quotas",
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "surveyId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "page",
        "in": "query",
        "required": false,
        "kind": "integer"
      },
      {
        "name": "pageSize",
        "in": "query",
        "required": false,
        "kind": "integer"
      },
      {
        "name": "cursor",
        "in": "query",
        "required": false,
        "kind": "string"
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "listResponses",
    "method": "get",
    "path": "/api/v1/surveys/{surveyId}/responses",
    "fullPath": "/api/v1/surveys/{surveyId}/responses",
    "tag": "Responses",
    "surface": "api",
    "auth": "bearer",
    "scope": "responses:read",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "surveyId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "page",
        "in": "query",
        "required": false,
        "kind": "integer"
      },
      {
        "name": "pageSize",
        "in": "query",
        "required": false,
        "kind": "integer"
      },
      {
        "name": "cursor",
        "in": "query",
        "required": false,
        "kind": "string"
      },
      {
        "name": "status",
        "in": "query",
        "required": false,
        "kind": "string"
      },
      {
        "name": "sort",
        "in": "query",
        "required": false,
        "kind": "string"
      },
      {
        "name": "since",
        "in": "query",
        "required": false,
        "kind": "string"
      },
      {
        "name": "until",
        "in": "query",
        "required": false,
        "kind": "string"
      },
      {
        "name": "collectorId",
        "in": "query",
        "required": false,
        "kind": "string"
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "listRewardAssignments",
    "method": "get",
    "path": "/api/v1/surveys/{surveyId}/rewards/assignments",
    "fullPath": "/api/v1/surveys/{surveyId}/rewards/assignments",
    "tag": "Rewards",
    "surface": "api",
    "auth": "bearer",
    "scope": "rewards:read",
    "feature": "rewards",
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "surveyId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "page",
        "in": "query",
        "required": false,
        "kind": "integer"
      },
      {
        "name": "pageSize",
        "in": "query",
        "required": false,
        "kind": "integer"
      },
      {
        "name": "cursor",
        "in": "query",
        "required": false,
        "kind": "string"
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "listSendingDomains",
    "method": "get",
    "path": "/api/v1/email/domains",
    "fullPath": "/api/v1/email/domains",
    "tag": "Email",
    "surface": "api",
    "auth": "bearer",
    "scope": "email:read",
    "feature": "emailDistribution",
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "page",
        "in": "query",
        "required": false,
        "kind": "integer"
      },
      {
        "name": "pageSize",
        "in": "query",
        "required": false,
        "kind": "integer"
      },
      {
        "name": "cursor",
        "in": "query",
        "required": false,
        "kind": "string"
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "listSuppressions",
    "method": "get",
    "path": "/api/v1/suppressions",
    "fullPath": "/api/v1/suppressions",
    "tag": "Contacts",
    "surface": "api",
    "auth": "bearer",
    "scope": "contacts:read",
    "feature": "emailDistribution",
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "page",
        "in": "query",
        "required": false,
        "kind": "integer"
      },
      {
        "name": "pageSize",
        "in": "query",
        "required": false,
        "kind": "integer"
      },
      {
        "name": "cursor",
        "in": "query",
        "required": false,
        "kind": "string"
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "listSurveyInstruments",
    "method": "get",
    "path": "/api/v1/surveys/{surveyId}/instruments",
    "fullPath": "/api/v1/surveys/{surveyId}/instruments",
    "tag": "Instruments",
    "surface": "api",
    "auth": "bearer",
    "scope": "instruments:read",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "surveyId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "listSurveys",
    "method": "get",
    "path": "/api/v1/surveys",
    "fullPath": "/api/v1/surveys",
    "tag": "Surveys",
    "surface": "api",
    "auth": "bearer",
    "scope": "surveys:read",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "page",
        "in": "query",
        "required": false,
        "kind": "integer"
      },
      {
        "name": "pageSize",
        "in": "query",
        "required": false,
        "kind": "integer"
      },
      {
        "name": "cursor",
        "in": "query",
        "required": false,
        "kind": "string"
      },
      {
        "name": "status",
        "in": "query",
        "required": false,
        "kind": "string"
      },
      {
        "name": "folderId",
        "in": "query",
        "required": false,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "tag",
        "in": "query",
        "required": false,
        "kind": "string",
        "uuid": true
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "listTags",
    "method": "get",
    "path": "/api/v1/tags",
    "fullPath": "/api/v1/tags",
    "tag": "Organisation",
    "surface": "api",
    "auth": "bearer",
    "scope": "organization:read",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "page",
        "in": "query",
        "required": false,
        "kind": "integer"
      },
      {
        "name": "pageSize",
        "in": "query",
        "required": false,
        "kind": "integer"
      },
      {
        "name": "cursor",
        "in": "query",
        "required": false,
        "kind": "string"
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "listUserGroupMembers",
    "method": "get",
    "path": "/api/v1/user-groups/{groupId}/members",
    "fullPath": "/api/v1/user-groups/{groupId}/members",
    "tag": "Organisation",
    "surface": "api",
    "auth": "bearer",
    "scope": "organization:read",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "groupId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "ETag",
            "required": true
          },
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": {
      "ignores": []
    },
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "listUserGroups",
    "method": "get",
    "path": "/api/v1/user-groups",
    "fullPath": "/api/v1/user-groups",
    "tag": "Organisation",
    "surface": "api",
    "auth": "bearer",
    "scope": "organization:read",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "page",
        "in": "query",
        "required": false,
        "kind": "integer"
      },
      {
        "name": "pageSize",
        "in": "query",
        "required": false,
        "kind": "integer"
      },
      {
        "name": "cursor",
        "in": "query",
        "required": false,
        "kind": "string"
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "listVariables",
    "method": "get",
    "path": "/api/v1/surveys/{surveyId}/variables",
    "fullPath": "/api/v1/surveys/{surveyId}/variables",
    "tag": "Variables",
    "surface": "api",
    "auth": "bearer",
    "scope": "variables:read",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "surveyId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "page",
        "in": "query",
        "required": false,
        "kind": "integer"
      },
      {
        "name": "pageSize",
        "in": "query",
        "required": false,
        "kind": "integer"
      },
      {
        "name": "cursor",
        "in": "query",
        "required": false,
        "kind": "string"
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "listWebhookDeliveries",
    "method": "get",
    "path": "/api/v1/webhooks/{webhookId}/deliveries",
    "fullPath": "/api/v1/webhooks/{webhookId}/deliveries",
    "tag": "Webhooks",
    "surface": "api",
    "auth": "bearer",
    "scope": "webhooks:read",
    "feature": "webhooks",
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "webhookId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "page",
        "in": "query",
        "required": false,
        "kind": "integer"
      },
      {
        "name": "pageSize",
        "in": "query",
        "required": false,
        "kind": "integer"
      },
      {
        "name": "cursor",
        "in": "query",
        "required": false,
        "kind": "string"
      },
      {
        "name": "status",
        "in": "query",
        "required": false,
        "kind": "string"
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "listWebhooks",
    "method": "get",
    "path": "/api/v1/webhooks",
    "fullPath": "/api/v1/webhooks",
    "tag": "Webhooks",
    "surface": "api",
    "auth": "bearer",
    "scope": "webhooks:read",
    "feature": "webhooks",
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "patchSurveyTranslations",
    "method": "patch",
    "path": "/api/v1/surveys/{surveyId}/translations/{tag}",
    "fullPath": "/api/v1/surveys/{surveyId}/translations/{tag}",
    "tag": "Surveys",
    "surface": "api",
    "auth": "bearer",
    "scope": "surveys:write",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "surveyId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "tag",
        "in": "path",
        "required": true,
        "kind": "string"
      }
    ],
    "body": {
      "required": true,
      "contentTypes": [
        "application/json",
        "application/xliff+xml"
      ]
    },
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "413": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "415": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "preflightCompleteSession",
    "method": "options",
    "path": "/api/collect/v1/sessions/{sessionId}/complete",
    "fullPath": "/api/collect/v1/sessions/{sessionId}/complete",
    "tag": "Collect",
    "surface": "respondent",
    "auth": "none",
    "scope": null,
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "sessionId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "Origin",
        "in": "header",
        "required": false,
        "kind": "string"
      },
      {
        "name": "Access-Control-Request-Method",
        "in": "header",
        "required": false,
        "kind": "string"
      },
      {
        "name": "Access-Control-Request-Headers",
        "in": "header",
        "required": false,
        "kind": "string"
      }
    ],
    "body": null,
    "responses": {
      "204": {
        "contentTypes": [],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Methods",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Headers",
            "required": false
          },
          {
            "name": "Access-Control-Max-Age",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": true
  },
  {
    "operationId": "preflightGetSession",
    "method": "options",
    "path": "/api/collect/v1/sessions/{sessionId}",
    "fullPath": "/api/collect/v1/sessions/{sessionId}",
    "tag": "Collect",
    "surface": "respondent",
    "auth": "none",
    "scope": null,
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "sessionId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "Origin",
        "in": "header",
        "required": false,
        "kind": "string"
      },
      {
        "name": "Access-Control-Request-Method",
        "in": "header",
        "required": false,
        "kind": "string"
      },
      {
        "name": "Access-Control-Request-Headers",
        "in": "header",
        "required": false,
        "kind": "string"
      }
    ],
    "body": null,
    "responses": {
      "204": {
        "contentTypes": [],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Methods",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Headers",
            "required": false
          },
          {
            "name": "Access-Control-Max-Age",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": true
  },
  {
    "operationId": "preflightRespondentSurvey",
    "method": "options",
    "path": "/api/collect/v1/surveys/{surveyId}",
    "fullPath": "/api/collect/v1/surveys/{surveyId}",
    "tag": "Collect",
    "surface": "respondent",
    "auth": "none",
    "scope": null,
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "surveyId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "Origin",
        "in": "header",
        "required": false,
        "kind": "string"
      },
      {
        "name": "Access-Control-Request-Method",
        "in": "header",
        "required": false,
        "kind": "string"
      },
      {
        "name": "Access-Control-Request-Headers",
        "in": "header",
        "required": false,
        "kind": "string"
      }
    ],
    "body": null,
    "responses": {
      "204": {
        "contentTypes": [],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Methods",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Headers",
            "required": false
          },
          {
            "name": "Access-Control-Max-Age",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": true
  },
  {
    "operationId": "preflightStartSession",
    "method": "options",
    "path": "/api/collect/v1/surveys/{surveyId}/sessions",
    "fullPath": "/api/collect/v1/surveys/{surveyId}/sessions",
    "tag": "Collect",
    "surface": "respondent",
    "auth": "none",
    "scope": null,
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "surveyId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "Origin",
        "in": "header",
        "required": false,
        "kind": "string"
      },
      {
        "name": "Access-Control-Request-Method",
        "in": "header",
        "required": false,
        "kind": "string"
      },
      {
        "name": "Access-Control-Request-Headers",
        "in": "header",
        "required": false,
        "kind": "string"
      }
    ],
    "body": null,
    "responses": {
      "204": {
        "contentTypes": [],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Methods",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Headers",
            "required": false
          },
          {
            "name": "Access-Control-Max-Age",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": true
  },
  {
    "operationId": "preflightSubmitAnswers",
    "method": "options",
    "path": "/api/collect/v1/sessions/{sessionId}/answers",
    "fullPath": "/api/collect/v1/sessions/{sessionId}/answers",
    "tag": "Collect",
    "surface": "respondent",
    "auth": "none",
    "scope": null,
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "sessionId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "Origin",
        "in": "header",
        "required": false,
        "kind": "string"
      },
      {
        "name": "Access-Control-Request-Method",
        "in": "header",
        "required": false,
        "kind": "string"
      },
      {
        "name": "Access-Control-Request-Headers",
        "in": "header",
        "required": false,
        "kind": "string"
      }
    ],
    "body": null,
    "responses": {
      "204": {
        "contentTypes": [],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Methods",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Headers",
            "required": false
          },
          {
            "name": "Access-Control-Max-Age",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": true
  },
  {
    "operationId": "previewVariable",
    "method": "post",
    "path": "/api/v1/surveys/{surveyId}/variables/preview",
    "fullPath": "/api/v1/surveys/{surveyId}/variables/preview",
    "tag": "Variables",
    "surface": "api",
    "auth": "bearer",
    "scope": "variables:write",
    "feature": "calculatedFields",
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "surveyId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "Idempotency-Key",
        "in": "header",
        "required": false,
        "kind": "string"
      }
    ],
    "body": {
      "required": true,
      "contentTypes": [
        "application/json"
      ]
    },
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "Idempotency-Replayed",
            "required": false
          },
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "409": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "413": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "415": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "putCalibrationObjective",
    "method": "put",
    "path": "/api/v1/surveys/{surveyId}/calibration/objective",
    "fullPath": "/api/v1/surveys/{surveyId}/calibration/objective",
    "tag": "Calibration",
    "surface": "api",
    "auth": "bearer",
    "scope": "calibration:write",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "surveyId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "If-Match",
        "in": "header",
        "required": false,
        "kind": "string"
      }
    ],
    "body": {
      "required": true,
      "contentTypes": [
        "application/json"
      ]
    },
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "ETag",
            "required": true
          },
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "412": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "ETag",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "413": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "415": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": {
      "ignores": []
    },
    "precondition": "getCalibrationObjective",
    "cors": false
  },
  {
    "operationId": "putCalibrationPriors",
    "method": "put",
    "path": "/api/v1/surveys/{surveyId}/calibration/priors",
    "fullPath": "/api/v1/surveys/{surveyId}/calibration/priors",
    "tag": "Calibration",
    "surface": "api",
    "auth": "bearer",
    "scope": "calibration:write",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "surveyId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "If-Match",
        "in": "header",
        "required": false,
        "kind": "string"
      }
    ],
    "body": {
      "required": true,
      "contentTypes": [
        "application/json"
      ]
    },
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "ETag",
            "required": true
          },
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "412": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "ETag",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "413": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "415": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": {
      "ignores": []
    },
    "precondition": "getCalibrationPriors",
    "cors": false
  },
  {
    "operationId": "putHiddenFields",
    "method": "put",
    "path": "/api/v1/surveys/{surveyId}/hidden-fields",
    "fullPath": "/api/v1/surveys/{surveyId}/hidden-fields",
    "tag": "Surveys",
    "surface": "api",
    "auth": "bearer",
    "scope": "surveys:write",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "surveyId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "If-Match",
        "in": "header",
        "required": false,
        "kind": "string"
      }
    ],
    "body": {
      "required": true,
      "contentTypes": [
        "application/json"
      ]
    },
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "ETag",
            "required": true
          },
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "412": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "ETag",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "413": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "415": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": {
      "ignores": []
    },
    "precondition": "getHiddenFields",
    "cors": false
  },
  {
    "operationId": "putSurveyLocalization",
    "method": "put",
    "path": "/api/v1/surveys/{surveyId}/localization",
    "fullPath": "/api/v1/surveys/{surveyId}/localization",
    "tag": "Surveys",
    "surface": "api",
    "auth": "bearer",
    "scope": "surveys:write",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "surveyId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      }
    ],
    "body": {
      "required": true,
      "contentTypes": [
        "application/json"
      ]
    },
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "413": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "415": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "putSurveyTheme",
    "method": "put",
    "path": "/api/v1/surveys/{surveyId}/theme",
    "fullPath": "/api/v1/surveys/{surveyId}/theme",
    "tag": "Surveys",
    "surface": "api",
    "auth": "bearer",
    "scope": "surveys:write",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "surveyId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "If-Match",
        "in": "header",
        "required": false,
        "kind": "string"
      }
    ],
    "body": {
      "required": true,
      "contentTypes": [
        "application/json"
      ]
    },
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "ETag",
            "required": true
          },
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "412": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "ETag",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "413": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "415": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": {
      "ignores": []
    },
    "precondition": "getSurveyTheme",
    "cors": false
  },
  {
    "operationId": "putTheme",
    "method": "put",
    "path": "/api/v1/theme",
    "fullPath": "/api/v1/theme",
    "tag": "Organisation",
    "surface": "api",
    "auth": "bearer",
    "scope": "organization:write",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "If-Match",
        "in": "header",
        "required": false,
        "kind": "string"
      }
    ],
    "body": {
      "required": true,
      "contentTypes": [
        "application/json"
      ]
    },
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "ETag",
            "required": true
          },
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "412": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "ETag",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "413": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "415": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": {
      "ignores": []
    },
    "precondition": "getTheme",
    "cors": false
  },
  {
    "operationId": "redeliverWebhookDelivery",
    "method": "post",
    "path": "/api/v1/webhooks/{webhookId}/deliveries/{deliveryId}/redeliver",
    "fullPath": "/api/v1/webhooks/{webhookId}/deliveries/{deliveryId}/redeliver",
    "tag": "Webhooks",
    "surface": "api",
    "auth": "bearer",
    "scope": "webhooks:write",
    "feature": "webhooks",
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "webhookId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "deliveryId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "Idempotency-Key",
        "in": "header",
        "required": false,
        "kind": "string"
      }
    ],
    "body": null,
    "responses": {
      "202": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "Idempotency-Replayed",
            "required": false
          },
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "409": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "removeContactListMember",
    "method": "delete",
    "path": "/api/v1/contact-lists/{listId}/members/{contactId}",
    "fullPath": "/api/v1/contact-lists/{listId}/members/{contactId}",
    "tag": "Contacts",
    "surface": "api",
    "auth": "bearer",
    "scope": "contacts:write",
    "feature": "emailDistribution",
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "listId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "contactId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      }
    ],
    "body": null,
    "responses": {
      "204": {
        "contentTypes": [],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "removeSurveyInstrument",
    "method": "delete",
    "path": "/api/v1/surveys/{surveyId}/instruments/{instanceId}",
    "fullPath": "/api/v1/surveys/{surveyId}/instruments/{instanceId}",
    "tag": "Instruments",
    "surface": "api",
    "auth": "bearer",
    "scope": "instruments:write",
    "feature": "instruments",
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "surveyId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "instanceId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "acknowledgeConsequence",
        "in": "query",
        "required": false,
        "kind": "string"
      }
    ],
    "body": null,
    "responses": {
      "204": {
        "contentTypes": [],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "409": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "replayWebhookEvents",
    "method": "post",
    "path": "/api/v1/webhooks/{webhookId}/replay",
    "fullPath": "/api/v1/webhooks/{webhookId}/replay",
    "tag": "Webhooks",
    "surface": "api",
    "auth": "bearer",
    "scope": "webhooks:write",
    "feature": "webhooks",
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "webhookId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "Idempotency-Key",
        "in": "header",
        "required": false,
        "kind": "string"
      }
    ],
    "body": {
      "required": true,
      "contentTypes": [
        "application/json"
      ]
    },
    "responses": {
      "202": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "Idempotency-Replayed",
            "required": false
          },
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "409": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "413": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "415": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "requestResearchReview",
    "method": "post",
    "path": "/api/dashboard/surveys/{surveyId}/research-review",
    "fullPath": "/api/dashboard/surveys/{surveyId}/research-review",
    "tag": "Research review",
    "surface": "dashboard",
    "auth": "cookie",
    "scope": null,
    "feature": null,
    "permission": null,
    "rateLimit": {
      "name": "review",
      "per": "organization",
      "detail": "This organisation may request {limit} research reviews an hour"
    },
    "bodyLimit": "default",
    "params": [
      {
        "name": "surveyId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      }
    ],
    "body": {
      "required": false,
      "contentTypes": [
        "application/json"
      ]
    },
    "responses": {
      "201": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Location",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          }
        ]
      },
      "413": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          }
        ]
      },
      "415": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "setFolderPermissions",
    "method": "put",
    "path": "/api/v1/folders/{folderId}/permissions",
    "fullPath": "/api/v1/folders/{folderId}/permissions",
    "tag": "Organisation",
    "surface": "api",
    "auth": "bearer",
    "scope": "organization:write",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "folderId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "If-Match",
        "in": "header",
        "required": false,
        "kind": "string"
      }
    ],
    "body": {
      "required": true,
      "contentTypes": [
        "application/json"
      ]
    },
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "ETag",
            "required": true
          },
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "412": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "ETag",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "413": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "415": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": {
      "ignores": [
        "effective"
      ]
    },
    "precondition": "getFolderPermissions",
    "cors": false
  },
  {
    "operationId": "setSurveyFolder",
    "method": "put",
    "path": "/api/v1/surveys/{surveyId}/folder",
    "fullPath": "/api/v1/surveys/{surveyId}/folder",
    "tag": "Surveys",
    "surface": "api",
    "auth": "bearer",
    "scope": "surveys:write",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "surveyId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      }
    ],
    "body": {
      "required": true,
      "contentTypes": [
        "application/json"
      ]
    },
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "413": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "415": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "setSurveyTags",
    "method": "put",
    "path": "/api/v1/surveys/{surveyId}/tags",
    "fullPath": "/api/v1/surveys/{surveyId}/tags",
    "tag": "Surveys",
    "surface": "api",
    "auth": "bearer",
    "scope": "surveys:write",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "surveyId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      }
    ],
    "body": {
      "required": true,
      "contentTypes": [
        "application/json"
      ]
    },
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "413": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "415": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "setUserGroupMembers",
    "method": "put",
    "path": "/api/v1/user-groups/{groupId}/members",
    "fullPath": "/api/v1/user-groups/{groupId}/members",
    "tag": "Organisation",
    "surface": "api",
    "auth": "bearer",
    "scope": "organization:write",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "groupId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "If-Match",
        "in": "header",
        "required": false,
        "kind": "string"
      }
    ],
    "body": {
      "required": true,
      "contentTypes": [
        "application/json"
      ]
    },
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "ETag",
            "required": true
          },
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "412": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "ETag",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "413": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "415": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": {
      "ignores": []
    },
    "precondition": "listUserGroupMembers",
    "cors": false
  },
  {
    "operationId": "startDebriefSession",
    "method": "post",
    "path": "/api/collect/v1/debriefs/{debriefId}/sessions",
    "fullPath": "/api/collect/v1/debriefs/{debriefId}/sessions",
    "tag": "Collect",
    "surface": "respondent",
    "auth": "none",
    "scope": null,
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "debriefId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      }
    ],
    "body": null,
    "responses": {
      "201": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Location",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "409": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "startSession",
    "method": "post",
    "path": "/api/collect/v1/surveys/{surveyId}/sessions",
    "fullPath": "/api/collect/v1/surveys/{surveyId}/sessions",
    "tag": "Collect",
    "surface": "respondent",
    "auth": "none",
    "scope": null,
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "surveyId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "Accept-Language",
        "in": "header",
        "required": false,
        "kind": "string"
      }
    ],
    "body": {
      "required": false,
      "contentTypes": [
        "application/json"
      ]
    },
    "responses": {
      "201": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Location",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "409": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "413": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "415": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": true
  },
  {
    "operationId": "submitAnswers",
    "method": "post",
    "path": "/api/collect/v1/sessions/{sessionId}/answers",
    "fullPath": "/api/collect/v1/sessions/{sessionId}/answers",
    "tag": "Collect",
    "surface": "respondent",
    "auth": "session",
    "scope": null,
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "sessionId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      }
    ],
    "body": {
      "required": true,
      "contentTypes": [
        "application/json"
      ]
    },
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "409": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "413": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "415": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": true
  },
  {
    "operationId": "submitDebriefPage",
    "method": "post",
    "path": "/s/debrief/{debriefId}",
    "fullPath": "/s/debrief/{debriefId}",
    "tag": "Hosted page",
    "surface": "hosted",
    "auth": "none",
    "scope": null,
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "debriefId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      }
    ],
    "body": {
      "required": true,
      "contentTypes": [
        "application/x-www-form-urlencoded"
      ]
    },
    "responses": {
      "303": {
        "contentTypes": [],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "Location",
            "required": true
          },
          {
            "name": "Set-Cookie",
            "required": false
          }
        ]
      },
      "400": {
        "contentTypes": [
          "text/html",
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "Content-Security-Policy",
            "required": true
          },
          {
            "name": "X-Content-Type-Options",
            "required": true
          },
          {
            "name": "Referrer-Policy",
            "required": true
          },
          {
            "name": "Cache-Control",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "text/html"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "Content-Security-Policy",
            "required": true
          },
          {
            "name": "X-Content-Type-Options",
            "required": true
          },
          {
            "name": "Referrer-Policy",
            "required": true
          },
          {
            "name": "Cache-Control",
            "required": true
          }
        ]
      },
      "409": {
        "contentTypes": [
          "text/html"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "Content-Security-Policy",
            "required": true
          },
          {
            "name": "X-Content-Type-Options",
            "required": true
          },
          {
            "name": "Referrer-Policy",
            "required": true
          },
          {
            "name": "Cache-Control",
            "required": true
          }
        ]
      },
      "413": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "415": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "submitHostedPage",
    "method": "post",
    "path": "/s/{collectorId}",
    "fullPath": "/s/{collectorId}",
    "tag": "Hosted page",
    "surface": "hosted",
    "auth": "none",
    "scope": null,
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "collectorId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      }
    ],
    "body": {
      "required": true,
      "contentTypes": [
        "application/x-www-form-urlencoded"
      ]
    },
    "responses": {
      "303": {
        "contentTypes": [],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "Location",
            "required": true
          },
          {
            "name": "Set-Cookie",
            "required": false
          }
        ]
      },
      "400": {
        "contentTypes": [
          "text/html",
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "Content-Security-Policy",
            "required": true
          },
          {
            "name": "X-Content-Type-Options",
            "required": true
          },
          {
            "name": "Referrer-Policy",
            "required": true
          },
          {
            "name": "Cache-Control",
            "required": true
          }
        ]
      },
      "401": {
        "contentTypes": [
          "text/html"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "Content-Security-Policy",
            "required": true
          },
          {
            "name": "X-Content-Type-Options",
            "required": true
          },
          {
            "name": "Referrer-Policy",
            "required": true
          },
          {
            "name": "Cache-Control",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "text/html"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "Content-Security-Policy",
            "required": true
          },
          {
            "name": "X-Content-Type-Options",
            "required": true
          },
          {
            "name": "Referrer-Policy",
            "required": true
          },
          {
            "name": "Cache-Control",
            "required": true
          }
        ]
      },
      "409": {
        "contentTypes": [
          "text/html"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "Content-Security-Policy",
            "required": true
          },
          {
            "name": "X-Content-Type-Options",
            "required": true
          },
          {
            "name": "Referrer-Policy",
            "required": true
          },
          {
            "name": "Cache-Control",
            "required": true
          }
        ]
      },
      "413": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "415": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json",
          "text/html"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          },
          {
            "name": "Content-Security-Policy",
            "required": true
          },
          {
            "name": "X-Content-Type-Options",
            "required": false
          },
          {
            "name": "Referrer-Policy",
            "required": false
          },
          {
            "name": "Cache-Control",
            "required": false
          },
          {
            "name": "Set-Cookie",
            "required": false
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "testWebhook",
    "method": "post",
    "path": "/api/v1/webhooks/{webhookId}/test",
    "fullPath": "/api/v1/webhooks/{webhookId}/test",
    "tag": "Webhooks",
    "surface": "api",
    "auth": "bearer",
    "scope": "webhooks:write",
    "feature": "webhooks",
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "webhookId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "Idempotency-Key",
        "in": "header",
        "required": false,
        "kind": "string"
      }
    ],
    "body": null,
    "responses": {
      "202": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "Idempotency-Replayed",
            "required": false
          },
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "409": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "unlockCollector",
    "method": "delete",
    "path": "/api/v1/collectors/{collectorId}/lock",
    "fullPath": "/api/v1/collectors/{collectorId}/lock",
    "tag": "Collectors",
    "surface": "api",
    "auth": "bearer",
    "scope": "collectors:write",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "collectorId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      }
    ],
    "body": null,
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "unsubscribe",
    "method": "post",
    "path": "/u/{token}",
    "fullPath": "/u/{token}",
    "tag": "Hosted page",
    "surface": "hosted",
    "auth": "none",
    "scope": null,
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "token",
        "in": "path",
        "required": true,
        "kind": "string"
      }
    ],
    "body": {
      "required": false,
      "contentTypes": [
        "application/x-www-form-urlencoded",
        "multipart/form-data"
      ]
    },
    "responses": {
      "200": {
        "contentTypes": [
          "text/html"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "Content-Security-Policy",
            "required": true
          },
          {
            "name": "X-Content-Type-Options",
            "required": true
          },
          {
            "name": "Referrer-Policy",
            "required": true
          },
          {
            "name": "Cache-Control",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "404": {
        "contentTypes": [
          "text/html"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "Content-Security-Policy",
            "required": true
          },
          {
            "name": "X-Content-Type-Options",
            "required": true
          },
          {
            "name": "Referrer-Policy",
            "required": true
          },
          {
            "name": "Cache-Control",
            "required": true
          }
        ]
      },
      "413": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "415": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "updateArm",
    "method": "patch",
    "path": "/api/v1/surveys/{surveyId}/calibration/arms/{armId}",
    "fullPath": "/api/v1/surveys/{surveyId}/calibration/arms/{armId}",
    "tag": "Calibration",
    "surface": "api",
    "auth": "bearer",
    "scope": "calibration:write",
    "feature": "variantTesting",
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "surveyId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "armId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "If-Match",
        "in": "header",
        "required": false,
        "kind": "string"
      }
    ],
    "body": {
      "required": true,
      "contentTypes": [
        "application/json"
      ]
    },
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "ETag",
            "required": true
          },
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "409": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "412": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "ETag",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "413": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "415": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": {
      "ignores": []
    },
    "precondition": "getArm",
    "cors": false
  },
  {
    "operationId": "updateCollector",
    "method": "patch",
    "path": "/api/v1/collectors/{collectorId}",
    "fullPath": "/api/v1/collectors/{collectorId}",
    "tag": "Collectors",
    "surface": "api",
    "auth": "bearer",
    "scope": "collectors:write",
    "feature": "namedCollectors",
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "collectorId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "If-Match",
        "in": "header",
        "required": false,
        "kind": "string"
      }
    ],
    "body": {
      "required": true,
      "contentTypes": [
        "application/json"
      ]
    },
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "ETag",
            "required": true
          },
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "412": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "ETag",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "413": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "415": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": {
      "ignores": [
        "responseCount"
      ]
    },
    "precondition": "getCollector",
    "cors": false
  },
  {
    "operationId": "updateContact",
    "method": "patch",
    "path": "/api/v1/contacts/{contactId}",
    "fullPath": "/api/v1/contacts/{contactId}",
    "tag": "Contacts",
    "surface": "api",
    "auth": "bearer",
    "scope": "contacts:write",
    "feature": "emailDistribution",
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "contactId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "If-Match",
        "in": "header",
        "required": false,
        "kind": "string"
      }
    ],
    "body": {
      "required": true,
      "contentTypes": [
        "application/json"
      ]
    },
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "ETag",
            "required": true
          },
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "409": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "412": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "ETag",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "413": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "415": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": {
      "ignores": []
    },
    "precondition": "getContact",
    "cors": false
  },
  {
    "operationId": "updateContactList",
    "method": "patch",
    "path": "/api/v1/contact-lists/{listId}",
    "fullPath": "/api/v1/contact-lists/{listId}",
    "tag": "Contacts",
    "surface": "api",
    "auth": "bearer",
    "scope": "contacts:write",
    "feature": "emailDistribution",
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "listId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "If-Match",
        "in": "header",
        "required": false,
        "kind": "string"
      }
    ],
    "body": {
      "required": true,
      "contentTypes": [
        "application/json"
      ]
    },
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "ETag",
            "required": true
          },
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "409": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "412": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "ETag",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "413": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "415": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": {
      "ignores": [
        "memberCount"
      ]
    },
    "precondition": "getContactList",
    "cors": false
  },
  {
    "operationId": "updateFolder",
    "method": "patch",
    "path": "/api/v1/folders/{folderId}",
    "fullPath": "/api/v1/folders/{folderId}",
    "tag": "Organisation",
    "surface": "api",
    "auth": "bearer",
    "scope": "organization:write",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "folderId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "If-Match",
        "in": "header",
        "required": false,
        "kind": "string"
      }
    ],
    "body": {
      "required": true,
      "contentTypes": [
        "application/json"
      ]
    },
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "ETag",
            "required": true
          },
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "409": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "412": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "ETag",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "413": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "415": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": {
      "ignores": [
        "surveyCount",
        "children"
      ]
    },
    "precondition": "getFolder",
    "cors": false
  },
  {
    "operationId": "updateProbe",
    "method": "patch",
    "path": "/api/v1/surveys/{surveyId}/probes/{probeId}",
    "fullPath": "/api/v1/surveys/{surveyId}/probes/{probeId}",
    "tag": "Instruments",
    "surface": "api",
    "auth": "bearer",
    "scope": "instruments:write",
    "feature": "adaptiveProbes",
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "surveyId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "probeId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "If-Match",
        "in": "header",
        "required": false,
        "kind": "string"
      }
    ],
    "body": {
      "required": true,
      "contentTypes": [
        "application/json"
      ]
    },
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "ETag",
            "required": true
          },
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "412": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "ETag",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "413": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "415": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": {
      "ignores": []
    },
    "precondition": "getProbe",
    "cors": false
  },
  {
    "operationId": "updateQuestion",
    "method": "put",
    "path": "/api/v1/surveys/{surveyId}/questions/{questionId}",
    "fullPath": "/api/v1/surveys/{surveyId}/questions/{questionId}",
    "tag": "Questions",
    "surface": "api",
    "auth": "bearer",
    "scope": "questions:write",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "surveyId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "questionId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "If-Match",
        "in": "header",
        "required": false,
        "kind": "string"
      }
    ],
    "body": {
      "required": true,
      "contentTypes": [
        "application/json"
      ]
    },
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "ETag",
            "required": true
          },
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "409": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "412": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "ETag",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "413": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "415": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": {
      "ignores": []
    },
    "precondition": "getQuestion",
    "cors": false
  },
  {
    "operationId": "updateQuota",
    "method": "patch",
    "path": "/api/v1/quotas/{quotaId}",
    "fullPath": "/api/v1/quotas/{quotaId}",
    "tag": "Quotas",
    "surface": "api",
    "auth": "bearer",
    "scope": "quotas:write",
    "feature": "quotas",
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "quotaId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "If-Match",
        "in": "header",
        "required": false,
        "kind": "string"
      }
    ],
    "body": {
      "required": true,
      "contentTypes": [
        "application/json"
      ]
    },
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "ETag",
            "required": true
          },
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "409": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "412": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "ETag",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "413": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "415": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": {
      "ignores": [
        "counts",
        "status"
      ]
    },
    "precondition": "getQuota",
    "cors": false
  },
  {
    "operationId": "updateRewardSettings",
    "method": "put",
    "path": "/api/v1/surveys/{surveyId}/rewards/settings",
    "fullPath": "/api/v1/surveys/{surveyId}/rewards/settings",
    "tag": "Rewards",
    "surface": "api",
    "auth": "bearer",
    "scope": "rewards:write",
    "feature": "rewards",
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "surveyId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      }
    ],
    "body": {
      "required": true,
      "contentTypes": [
        "application/json"
      ]
    },
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "413": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "415": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  },
  {
    "operationId": "updateSurvey",
    "method": "put",
    "path": "/api/v1/surveys/{surveyId}",
    "fullPath": "/api/v1/surveys/{surveyId}",
    "tag": "Surveys",
    "surface": "api",
    "auth": "bearer",
    "scope": "surveys:write",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "surveyId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "If-Match",
        "in": "header",
        "required": false,
        "kind": "string"
      }
    ],
    "body": {
      "required": true,
      "contentTypes": [
        "application/json"
      ]
    },
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "ETag",
            "required": true
          },
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "409": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "412": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "ETag",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "413": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "415": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": {
      "ignores": [
        "questionnaireVersion",
        "questionCount",
        "questions",
        "localization",
        "variables",
        "access"
      ]
    },
    "precondition": "getSurvey",
    "cors": false
  },
  {
    "operationId": "updateTag",
    "method": "patch",
    "path": "/api/v1/tags/{tagId}",
    "fullPath": "/api/v1/tags/{tagId}",
    "tag": "Organisation",
    "surface": "api",
    "auth": "bearer",
    "scope": "organization:write",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "tagId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "If-Match",
        "in": "header",
        "required": false,
        "kind": "string"
      }
    ],
    "body": {
      "required": true,
      "contentTypes": [
        "application/json"
      ]
    },
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "ETag",
            "required": true
          },
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "409": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "412": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "ETag",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "413": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "415": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": {
      "ignores": [
        "surveyCount"
      ]
    },
    "precondition": "getTag",
    "cors": false
  },
  {
    "operationId": "updateUserGroup",
    "method": "patch",
    "path": "/api/v1/user-groups/{groupId}",
    "fullPath": "/api/v1/user-groups/{groupId}",
    "tag": "Organisation",
    "surface": "api",
    "auth": "bearer",
    "scope": "organization:write",
    "feature": null,
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "groupId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "If-Match",
        "in": "header",
        "required": false,
        "kind": "string"
      }
    ],
    "body": {
      "required": true,
      "contentTypes": [
        "application/json"
      ]
    },
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "ETag",
            "required": true
          },
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "409": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "412": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "ETag",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "413": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "415": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": {
      "ignores": [
        "memberCount"
      ]
    },
    "precondition": "getUserGroup",
    "cors": false
  },
  {
    "operationId": "updateVariable",
    "method": "patch",
    "path": "/api/v1/variables/{variableId}",
    "fullPath": "/api/v1/variables/{variableId}",
    "tag": "Variables",
    "surface": "api",
    "auth": "bearer",
    "scope": "variables:write",
    "feature": "calculatedFields",
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "variableId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "If-Match",
        "in": "header",
        "required": false,
        "kind": "string"
      }
    ],
    "body": {
      "required": true,
      "contentTypes": [
        "application/json"
      ]
    },
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "ETag",
            "required": true
          },
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "409": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "412": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "ETag",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "413": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "415": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": {
      "ignores": [
        "recompute",
        "error"
      ]
    },
    "precondition": "getVariable",
    "cors": false
  },
  {
    "operationId": "updateWebhook",
    "method": "patch",
    "path": "/api/v1/webhooks/{webhookId}",
    "fullPath": "/api/v1/webhooks/{webhookId}",
    "tag": "Webhooks",
    "surface": "api",
    "auth": "bearer",
    "scope": "webhooks:write",
    "feature": "webhooks",
    "permission": null,
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "webhookId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "If-Match",
        "in": "header",
        "required": false,
        "kind": "string"
      }
    ],
    "body": {
      "required": true,
      "contentTypes": [
        "application/json"
      ]
    },
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "ETag",
            "required": true
          },
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "412": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "ETag",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "413": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "415": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": {
      "ignores": []
    },
    "precondition": "getWebhook",
    "cors": false
  },
  {
    "operationId": "uploadRewardCodes",
    "method": "post",
    "path": "/api/v1/surveys/{surveyId}/rewards/codes",
    "fullPath": "/api/v1/surveys/{surveyId}/rewards/codes",
    "tag": "Rewards",
    "surface": "api",
    "auth": "bearer",
    "scope": "rewards:write",
    "feature": "rewards",
    "permission": "rewardsUpload",
    "rateLimit": null,
    "bodyLimit": "default",
    "params": [
      {
        "name": "surveyId",
        "in": "path",
        "required": true,
        "kind": "string",
        "uuid": true
      },
      {
        "name": "Idempotency-Key",
        "in": "header",
        "required": false,
        "kind": "string"
      }
    ],
    "body": {
      "required": true,
      "contentTypes": [
        "application/json",
        "text/csv"
      ]
    },
    "responses": {
      "200": {
        "contentTypes": [
          "application/json"
        ],
        "headers": [
          {
            "name": "Idempotency-Replayed",
            "required": false
          },
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "400": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "401": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "WWW-Authenticate",
            "required": true
          }
        ]
      },
      "403": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "404": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "409": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          }
        ]
      },
      "413": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "415": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      },
      "429": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": true
          },
          {
            "name": "RateLimit-Remaining",
            "required": true
          },
          {
            "name": "RateLimit-Reset",
            "required": true
          },
          {
            "name": "Retry-After",
            "required": true
          }
        ]
      },
      "500": {
        "contentTypes": [
          "application/problem+json"
        ],
        "headers": [
          {
            "name": "X-Request-Id",
            "required": true
          },
          {
            "name": "RateLimit-Limit",
            "required": false
          },
          {
            "name": "RateLimit-Remaining",
            "required": false
          },
          {
            "name": "RateLimit-Reset",
            "required": false
          },
          {
            "name": "Access-Control-Allow-Origin",
            "required": false
          },
          {
            "name": "Access-Control-Expose-Headers",
            "required": false
          },
          {
            "name": "Vary",
            "required": false
          }
        ]
      }
    },
    "etag": null,
    "precondition": null,
    "cors": false
  }
] as const satisfies readonly OperationMeta[];

export type OperationId = (typeof operations)[number]['operationId'];
