-- Invitations at scale (docs/decisions/0063-invitation-submits-and-public-link.md). Neither table
-- is a projection: replay never touches them.
--
-- invitation_submits: each list of invitations the invitation view sent with a submit key, and a
-- SHA-256 hash of the rows it carried (no names or addresses), so a submit sent again (its answer
-- lost) is answered as sent and invites no one twice.
CREATE TABLE invitation_submits (
  company_id uuid NOT NULL,
  submit_key uuid NOT NULL,
  rows_digest text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, submit_key)
);

-- invitation_links: a company's public link for a job advert (/apply/{token}), while it is on.
-- Renewing it replaces the token; turning it off deletes the row.
CREATE TABLE invitation_links (
  company_id uuid PRIMARY KEY,
  token text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
