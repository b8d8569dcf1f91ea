-- wrk's request script for bench:edge: the mix's paths (one per line in the file WRK_PATHS names) in their order,
-- round and round, each asking for gzip as a browser does.
local paths = {}
for line in io.lines(os.getenv("WRK_PATHS")) do
  paths[#paths + 1] = line
end
local next_path = 0

request = function()
  next_path = next_path % #paths + 1
  return wrk.format("GET", paths[next_path], { ["Accept-Encoding"] = "gzip" })
end
